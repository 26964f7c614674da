import copy, pickle
from dataclasses import dataclass, field

class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
    def __repr__(self):
        return f"Node({self.name}, kids={[c.name for c in self.children]})"

root = Node("root")
a = root.add(Node("a"))
a.add(Node("a1"))
root.add(Node("b"))
shallow = copy.copy(root)
deep = copy.deepcopy(root)
print(shallow.children is root.children, deep.children is root.children, deep.children[0].parent is deep)
deep.children[0].name = "A!"
print(root, deep, a.name)
nested = {"list": [1, [2, 3]], "tuple": (4, [5]), "set": {6}}
d2 = copy.deepcopy(nested)
d2["list"][1].append(99); d2["tuple"][1].append(98)
print(nested, d2)
cyc = [1, 2]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[2] is cc, cc[2] is cyc, repr(cc))

class Tracked:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print("  __copy__")
        return Tracked(self.v)
    def __deepcopy__(self, memo):
        print("  __deepcopy__", len(memo) >= 0)
        return Tracked(copy.deepcopy(self.v, memo))
t = Tracked([1])
print(copy.copy(t).v, copy.deepcopy(t).v)

@dataclass
class Config:
    name: str
    values: list = field(default_factory=list)
cfg = Config("x", [1, 2])
blob = pickle.dumps(cfg)
back = pickle.loads(blob)
print(back, back == cfg, back is cfg, type(blob).__name__)
data = {"ints": list(range(5)), "nested": {"t": (1, 2), "s": frozenset({3})}, "none": None, "big": 2 ** 100, "f": 1.5, "b": b"\x00"}
print(pickle.loads(pickle.dumps(data)) == data, pickle.loads(pickle.dumps(root)).children[0].parent.name)
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    print(proto, len(pickle.dumps([1, "two", 3.0], protocol=proto)), pickle.loads(pickle.dumps((1, "a"), protocol=proto)))
class Unpicklable:
    def __reduce__(self):
        raise TypeError("nope")
try:
    pickle.dumps(Unpicklable())
except TypeError as e:
    print("TypeError:", e)
print(pickle.dumps(None, protocol=2), pickle.dumps(True, protocol=0))
