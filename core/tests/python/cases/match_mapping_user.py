from collections import defaultdict, OrderedDict, Counter, ChainMap
from collections.abc import Mapping

dd = defaultdict(list)
dd["a"].append(1)
match dd:
    case {"a": [x], "b": _}:
        print("no b, so no match")
    case {"a": [x]}:
        print("defaultdict", x)
print("keys after", sorted(dd))

match OrderedDict([("k", 1), ("j", 2)]):
    case {"j": j, **rest}:
        print("ordered", j, rest)

match Counter("aab"):
    case {"a": n}:
        print("counter", n)

match ChainMap({"x": 1}, {"y": 2}):
    case {"x": x, "y": y}:
        print("chainmap", x, y)

class M(Mapping):
    def __init__(self, d):
        self.d = d
    def __getitem__(self, k):
        return self.d[k]
    def __iter__(self):
        return iter(self.d)
    def __len__(self):
        return len(self.d)
    def get(self, k, default=None):
        print("get", k)
        return self.d.get(k, default)

match M({"p": 1, "q": 2}):
    case {"q": q, "p": p}:
        print("user mapping", p, q)
