import pprint, reprlib
data = {"name": "widget", "tags": ["a", "b", "c"] * 4, "dims": {"w": 10, "h": 20, "d": [1.5, 2.5]}, "id": 12345678901234567890,
        "notes": "a fairly long string value that will certainly need wrapping when printed narrowly", "empty": {}, "t": (1,)}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, depth=1)
pprint.pprint(data, width=60, compact=True)
pprint.pprint(data, sort_dicts=False, width=100)
print(pprint.pformat([list(range(12))] * 3, width=50))
print(pprint.pformat({"z": 1, "a": [{"x": i, "y": str(i) * 3} for i in range(3)]}, indent=2, width=30))
pprint.pprint(list(range(30)), width=30, compact=True)
pprint.pprint(("a" * 30, "b" * 30, ("c" * 10, "d" * 10)))
nested = [1, [2, [3, [4, [5, [6]]]]]]
pprint.pprint(nested, depth=3)
rec = [1, 2]
rec.append(rec)
print(pprint.isrecursive(rec), pprint.isreadable(data), pprint.saferepr([1, (2, 3)]))
pprint.pprint({"key": set(range(15)), "fs": frozenset({3, 1, 2})}, width=40)
from collections import OrderedDict, defaultdict, Counter, deque
pprint.pprint(OrderedDict((str(i), i) for i in range(8)), width=40)
pprint.pprint(defaultdict(list, {"a": [1] * 20}), width=40)
pprint.pprint(Counter("mississippi"), width=30)
pprint.pprint(deque(range(25)), width=40)
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr({i: i for i in range(20)}), reprlib.repr(set(range(3))))
print(reprlib.repr((1, (2, (3, (4, (5, (6,))))))), reprlib.repr(10 ** 50))
r = reprlib.Repr()
r.maxlist = 3
r.maxstring = 10
print(r.repr(list(range(10))), r.repr("abcdefghijklmnop"))
class Lnk:
    def __init__(self):
        self.nxt = self
    @reprlib.recursive_repr()
    def __repr__(self):
        return f"Lnk({self.nxt!r})"
print(repr(Lnk()))
