import copy
import pprint
import reprlib
from collections import OrderedDict, ChainMap, defaultdict


class Node:
    def __init__(self, name, children=None, meta=None):
        self.name = name
        self.children = children or []
        self.meta = meta or {}
        self.parent = None
        for c in self.children:
            c.parent = self

    def walk(self, depth=0):
        yield depth, self
        for c in self.children:
            yield from c.walk(depth + 1)

    def __repr__(self):
        return f"Node({self.name!r}, {len(self.children)} kids)"


class Counted:
    copies = 0

    def __init__(self, v):
        self.v = v

    def __copy__(self):
        Counted.copies += 1
        return Counted(self.v)

    def __deepcopy__(self, memo):
        Counted.copies += 10
        return Counted(copy.deepcopy(self.v, memo))


shared = {"tags": ["x", "y"]}
tree = Node("root", [Node("a", [Node("a1"), Node("a2", meta=shared)]), Node("b", meta=shared), Node("c")])
print([(d, n.name) for d, n in tree.walk()])
shallow = copy.copy(tree)
deep = copy.deepcopy(tree)
print(shallow.children is tree.children, deep.children is tree.children, deep.children[0].parent is deep)
a2, b = deep.children[0].children[1], deep.children[1]
print(a2.meta is b.meta, a2.meta is shared, a2.meta == shared)
deep.children[1].meta["tags"].append("z")
print(shared, a2.meta)
cyc = [1, 2]
cyc.append(cyc)
d = copy.deepcopy(cyc)
print(d[2] is d, d[2] is cyc, d)
cs = [Counted([1, 2]), Counted("s")]
c1 = copy.copy(cs)
c2 = copy.deepcopy(cs)
print(Counted.copies, c1[0] is cs[0], c2[0].v == cs[0].v, c2[0].v is cs[0].v)
t = (1, [2, 3], "s")
print(copy.copy(t) is t, copy.deepcopy(t) is t)

config = {
    "name": "service",
    "version": (1, 4, 2),
    "servers": [{"host": f"10.0.0.{i}", "ports": list(range(8000, 8000 + i)), "up": i % 2 == 0} for i in range(1, 4)],
    "limits": {"cpu": 2.5, "mem": "512M", "nested": {"deep": {"deeper": list(range(12))}}},
    "empty": {},
    "flags": {3, 1, 2},
}
pprint.pprint(config)
pprint.pprint(config, width=50, depth=2)
pprint.pprint(config["servers"], compact=True, width=60)
print(pprint.pformat(list(range(30)), width=40))
pprint.pprint({"z": 1, "a": 2, "m": [3] * 3}, sort_dicts=False)
print(pprint.pformat(OrderedDict(b=1, a=2)), pprint.pformat(defaultdict(list, {"k": [1]})), pprint.saferepr(cyc).split(" with")[0])
print(pprint.isrecursive(cyc), pprint.isreadable(config), pprint.pformat("a long string " * 8, width=40))
r = reprlib.Repr()
r.maxlist = 4
r.maxstring = 20
print(r.repr(list(range(100))), r.repr("x" * 100), reprlib.repr({i: i for i in range(20)}), reprlib.repr(set(range(3))))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3}, {"c": 4})
print(cm["a"], cm["c"], len(cm), sorted(cm), cm.maps[1], cm.new_child({"a": 0})["a"], dict(cm.parents))
cm["d"] = 5
print(cm.maps[0], "d" in cm, cm.get("zz", "default"))
