class Node:
    def __init__(self, value, child=None):
        self.value = value
        self.child = child

class Tree:
    def __init__(self):
        self.root = Node(1, Node(2, Node(3)))

    def depth_value(self, n):
        node = self.root
        for _ in range(n):
            node = node.child
        return node.value

t = Tree()
print(t.depth_value(2))
print(t.root.child.child.value)
print(t.root.child.child.child.value)
