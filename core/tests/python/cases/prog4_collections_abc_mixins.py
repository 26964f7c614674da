# collections.abc mixins + UserDict/UserList/UserString
from collections.abc import Mapping, MutableMapping, MutableSequence, Set, MutableSet, Sequence
from collections import UserDict, UserList, UserString

class FrozenMap(Mapping):
    def __init__(self, **kw): self._d = dict(kw)
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
fm = FrozenMap(a=1, b=2)
print(list(fm.keys()), list(fm.values()), list(fm.items()), fm.get("z", 0), "a" in fm, fm == {"a": 1, "b": 2}, len(fm))
print(dict(fm), {**fm}, fm.keys() & {"a", "q"}, isinstance(fm.items(), Set))

class LowerDict(MutableMapping):
    def __init__(self, *a, **kw):
        self._d = {}
        self.update(*a, **kw)
    def __getitem__(self, k): return self._d[k.lower()]
    def __setitem__(self, k, v): self._d[k.lower()] = v
    def __delitem__(self, k): del self._d[k.lower()]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
    def __repr__(self): return f"LowerDict({self._d})"
ld = LowerDict({"Content-Type": "json"}, Accept="*/*")
ld["X-ID"] = 5
print(ld, ld["content-type"], ld.pop("ACCEPT"), ld.setdefault("New", 1), ld.popitem(), ld)
ld.clear(); print(ld, len(ld))

class IntList(MutableSequence):
    def __init__(self, it=()): self._l = [int(x) for x in it]
    def __getitem__(self, i): return self._l[i]
    def __setitem__(self, i, v): self._l[i] = int(v)
    def __delitem__(self, i): del self._l[i]
    def __len__(self): return len(self._l)
    def insert(self, i, v): self._l.insert(i, int(v))
    def __repr__(self): return f"IntList({self._l})"
il = IntList("123")
il.append("4"); il.extend([5.9, 6]); il.reverse(); il += [7]
print(il, il.pop(), il.pop(0), il.index(3), il.count(2), 2 in il, list(reversed(il)))
il.remove(3); print(il)

class Span(Set):
    def __init__(self, lo, hi): self.lo, self.hi = lo, hi
    def __contains__(self, x): return self.lo <= x < self.hi
    def __iter__(self): return iter(range(self.lo, self.hi))
    def __len__(self): return self.hi - self.lo
    @classmethod
    def _from_iterable(cls, it):
        s = sorted(it)
        return set(s)
print(Span(1, 5) & Span(3, 8), Span(1, 3) | Span(5, 6), Span(1, 4) <= Span(0, 9), Span(1, 3) == {1, 2}, Span(0, 4).isdisjoint([9]))

class Stats(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k, max(v, self.data.get(k, v)))
st = Stats(); st["a"] = 3; st["a"] = 1; st.update(b=2)
print(st, st.data, type(st.copy()).__name__, isinstance(st, MutableMapping))
class Stack(UserList):
    def push(self, x): self.append(x); return self
s = Stack([1]).push(2).push(3)
print(s, s[1:], type(s[1:]).__name__, s + [4], type(s + [4]).__name__, s * 2, len(s), s.data)
class Shout(UserString):
    def __str__(self): return self.data.upper() + "!"
sh = Shout("hey")
print(sh, repr(sh), sh + "x", type(sh + "x").__name__, sh.replace("e", "a"), len(sh), sh[::-1], "e" in sh)
print(issubclass(list, MutableSequence), issubclass(tuple, MutableSequence), issubclass(str, Sequence), issubclass(dict, Mapping))
print(issubclass(frozenset, MutableSet), issubclass(set, MutableSet), isinstance(range(3), Sequence))
