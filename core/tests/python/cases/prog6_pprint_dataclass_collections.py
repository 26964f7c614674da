import pprint, collections, dataclasses, reprlib
@dataclasses.dataclass
class Node:
    name: str
    children: list = dataclasses.field(default_factory=list)
    meta: dict = dataclasses.field(default_factory=dict)
tree = Node("root", [Node("a", [Node("a1", meta={"size": 10, "tags": ["x", "y"]})]), Node("b", meta={"k": "v" * 30})])
pprint.pprint(tree, width=60)
pprint.pprint(tree, width=30, depth=2)
pprint.pprint(collections.Counter("mississippi"), width=30)
pprint.pprint(collections.OrderedDict((str(i), i) for i in range(6)), width=30)
pprint.pprint(collections.defaultdict(list, {"a": [1] * 20, "b": []}), width=40)
pprint.pprint(collections.deque(range(30), maxlen=40), width=40)
pprint.pprint(collections.ChainMap({"a": 1}, {"b": list(range(20))}), width=40)
pprint.pprint({"tuple": tuple(range(15)), "set": set(range(12)), "fs": frozenset({1, 2}), "bytes": b"x" * 60, "str": "word " * 20}, width=50)
pprint.pprint([[1, 2, [3, 4, [5, [6, [7]]]]]], depth=3)
pprint.pprint({"z": 1, "a": {"c": 2, "b": 3}}, sort_dicts=False)
pprint.pprint(list(range(40)), compact=True, width=40, indent=2)
print(pprint.pformat(Node("x"), underscore_numbers=True), pprint.pformat(10 ** 10, underscore_numbers=True), pprint.isreadable({"a": 1}), pprint.isrecursive([]), pprint.saferepr({"a": [1, 2]}))
pp = pprint.PrettyPrinter(indent=4, width=20); pp.pprint({"alpha": [1, 2, 3], "beta": {"x": 1}})
r = reprlib.Repr(); r.maxlist = 3; r.maxstring = 10; print(r.repr(list(range(10))), r.repr("abcdefghijklmnop"), r.repr({i: i for i in range(10)}), reprlib.repr(set(range(20))), reprlib.repr(tuple(range(20))))
class Rec:
    def __init__(self): self.items = [self]
    @reprlib.recursive_repr()
    def __repr__(self): return f"Rec({self.items})"
print(Rec())
