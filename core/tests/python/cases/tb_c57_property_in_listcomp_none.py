class Node:
    def __init__(self, name, children=()):
        self.name = name
        self.children = list(children)
    def __repr__(self):
        return f"Node({self.name!r}, {self.children!r})"
    @property
    def label(self):
        return self.name.title()
tree = Node("root", [Node("a"), Node(None)])
print(tree)
print([c.label for c in tree.children])
