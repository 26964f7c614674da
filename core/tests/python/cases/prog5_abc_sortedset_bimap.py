# collections.abc: a sorted-set and a bidirectional map built on the mixin methods
from collections.abc import MutableSet, MutableMapping, Sequence, Iterable, Hashable, Sized, Container, Callable, Mapping, Iterator, Generator
import bisect
class SortedSet(MutableSet, Sequence):
    def __init__(self, items=()):
        self._d = sorted(set(items))
    def __contains__(self, x):
        i = bisect.bisect_left(self._d, x)
        return i < len(self._d) and self._d[i] == x
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
    def __getitem__(self, i): return self._d[i]
    def add(self, x):
        if x not in self: bisect.insort(self._d, x)
    def discard(self, x):
        if x in self: self._d.remove(x)
    def __repr__(self): return f"SortedSet({self._d})"
    @classmethod
    def _from_iterable(cls, it): return cls(it)
s = SortedSet([5, 1, 3, 3]); t = SortedSet([3, 4, 5, 6])
print(s, s | t, s & t, s - t, s ^ t, s <= s | t, s.isdisjoint([7]), s[0], s[-1], s.index(3), s.count(5), list(reversed(s)))
s.add(2); s.discard(100); s.remove(1)
try:
    s.remove(1)
except KeyError as e:
    print("KeyError", e)
print(s, s.pop(), s, 3 in s, len(s))
s |= {10, 0}; s -= {0}
print(s, isinstance(s, Sequence), isinstance(s, MutableSet), s == {2, 3, 5, 10} if False else sorted(s) == [3, 5, 10] or list(s))
class BiMap(MutableMapping):
    def __init__(self, *a, **k):
        self._fwd, self._rev = {}, {}
        self.update(*a, **k)
    def __getitem__(self, k): return self._fwd[k]
    def __setitem__(self, k, v):
        if v in self._rev and self._rev[v] != k:
            raise ValueError(f"value {v!r} already mapped from {self._rev[v]!r}")
        if k in self._fwd: del self._rev[self._fwd[k]]
        self._fwd[k] = v; self._rev[v] = k
    def __delitem__(self, k): del self._rev[self._fwd.pop(k)]
    def __iter__(self): return iter(self._fwd)
    def __len__(self): return len(self._fwd)
    def inverse(self, v): return self._rev[v]
    def __repr__(self): return f"BiMap({self._fwd})"
b = BiMap({"one": 1}, two=2)
b["three"] = 3; b["one"] = 11
print(b, b.inverse(11), b.get("zz", "-"), "two" in b, list(b.items()), b.pop("two"), b.setdefault("four", 4), b)
try:
    b["x"] = 3
except ValueError as e:
    print("ValueError", e)
print(b.popitem(), b == {"one": 11, "three": 3}, dict(b), b.keys() == {"one", "three"}, list(b.values()))
b.clear(); print(b, len(b))
try:
    class Incomplete(MutableMapping):
        def __getitem__(self, k): pass
    Incomplete()
except TypeError as e:
    print("TypeError", e)
checks = [([], Iterable), (5, Iterable), ([], Hashable), ((), Hashable), ("s", Sized), (len, Callable), ({}, Mapping), (iter([]), Iterator), ((x for x in ()), Generator), ({1}, Container), (range(3), Sequence), ("s", Sequence), (b"x", Sequence), ({}, Sequence)]
print([isinstance(o, c) for o, c in checks])
class Only:
    def __iter__(self): return iter(())
    def __len__(self): return 0
print(isinstance(Only(), Iterable), isinstance(Only(), Sized), isinstance(Only(), Container), issubclass(Only, Iterable))
class Countdown(Iterator):
    def __init__(self, n): self.n = n
    def __next__(self):
        if self.n <= 0: raise StopIteration
        self.n -= 1; return self.n + 1
print(list(Countdown(3)), iter(Countdown(1)).__class__.__name__)
