class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n, type(G).__name__ if "G" in globals() else "-")
a = R("a")
b = R("b")
G = 5
c = R("c")
lst = [R("l1"), R("l2")]
b2 = b
d = {"k": R("dv")}
def f(): pass
print("end")


class Node:
    count = 0

    def __init__(self, name, children=()):
        self.name = name
        self.children = list(children)
        Node.count += 1

    def __del__(self):
        Node.count -= 1
        print("free", self.name, "left", Node.count, "G is", G)


class Tree:
    def __init__(self):
        self.root = Node("root", [Node("left"), Node("right", [Node("leaf")])])


tree = Tree()
