class Node:
    def __init__(self, parent=None):
        self.parent = parent
    @property
    def depth(self):
        return self.parent.depth + 1

class Root(Node):
    depth = 0

n = Root()
for _ in range(5):
    n = Node(n)
print(n.depth)
m = Node()
for _ in range(12):
    m = Node(m)
print(m.depth)
