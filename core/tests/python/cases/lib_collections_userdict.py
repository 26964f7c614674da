import copy
from collections import UserDict
from collections.abc import MutableMapping, Mapping

d = UserDict({"a": 1}, b=2)
print(d, len(d), d["a"], "b" in d, "z" in d)
d["c"] = 3
del d["a"]
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.get("b"), d.get("zz"), d.get("zz", 0))
print(d.pop("b"), d.setdefault("x", 9), d)
d.update({"y": 1}, z=2)
print(d, d == {"c": 3, "x": 9, "y": 1, "z": 2}, d == UserDict(d))
print(isinstance(d, MutableMapping), isinstance(d, Mapping), isinstance(d, dict))
print(d | {"q": 0}, {"q": 0} | d, type(d | {"q": 0}).__name__)
d |= {"w": 5}
print(d)
print(UserDict.fromkeys("ab", 0))
c = d.copy()
c["new"] = 1
print("new" in d, "new" in c, type(c).__name__)


class Defaulting(UserDict):
    def __missing__(self, key):
        return key * 2


dd = Defaulting(a=1)
print(dd["a"], dd["zz"], dd.get("q"), "zz" in dd)
cc = dd.copy()
print(type(cc).__name__, cc, cc is not dd, cc.data is not dd.data)
s = copy.copy(dd)
s["k"] = 1
print(dd, s)
print(d.popitem(), sorted(UserDict(b=1, a=2).items()))
print(dict(UserDict(x=1)), {**UserDict(y=2)})
d.clear()
print(d, len(d), bool(d))
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
UserDict().pop("nothing")
