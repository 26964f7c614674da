import gc

class Node:
    def __init__(self, name):
        self.name = name
        self.other = None

class Fin:
    def __init__(self, name):
        self.name = name
    def __del__(self):
        print("del", self.name, self.peer.name)

print(gc.collect())
a = Node("a"); b = Node("b"); a.other = b; b.other = a
del a, b
print("cycle", gc.collect())
keep = Node("k"); keep.other = Node("k2"); keep.other.other = keep
print("kept", gc.collect(), keep.other.other.name)


x = Node("x"); x.other = [x, {"k": x}]
del x
print("via list", gc.collect())
f = Fin("f1"); g = Fin("f2"); f.peer = g; g.peer = f
del f, g
print("finalizers", gc.collect())
print(gc.collect())
m = Node("m"); m.other = m; m.__dict__["z"] = 1
del m
print("dict", gc.collect())
def make():
    n = Node("c"); n.other = lambda: n
make()
print("closure", gc.collect() >= 0)
st = gc.get_stats()[2]
print(st["collections"], st["collected"] > 0)
# A cycle through a list and a dict inside instances; callbacks see the count.
seen = []
gc.callbacks.append(lambda phase, info: seen.append((phase, info["collected"])))
class Tree:
    def __init__(self, parent=None):
        self.parent = parent
        self.children = []
        if parent is not None:
            parent.children.append(self)
root = Tree()
for _ in range(3):
    Tree(Tree(root))
del root
print("tree", gc.collect(), seen)
gc.callbacks.clear()
# Resurrection: a finalizer that stores its object keeps it (and what it reaches) alive.
saved = []
class Phoenix:
    def __del__(self):
        saved.append(self)
p = Phoenix(); p.me = p
del p
print("phoenix", gc.collect(), len(saved), saved[0].me is saved[0])
print("again", gc.collect())
