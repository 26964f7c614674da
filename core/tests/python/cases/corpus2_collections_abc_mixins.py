from collections.abc import Mapping, MutableMapping, Sequence, MutableSequence, Iterable, Iterator, Callable, Hashable, Sized, Container, Set, Generator
import numbers, abc
class Registry(MutableMapping):
    def __init__(self): self._d = {}
    def __getitem__(self, k): return self._d[k.lower()]
    def __setitem__(self, k, v): self._d[k.lower()] = v
    def __delitem__(self, k): del self._d[k.lower()]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
    def __repr__(self): return f"Registry({self._d})"
r = Registry(); r["A"] = 1; r.update(B=2, c=3); r.setdefault("D", 4)
print(r, r.get("a"), "b" in r, list(r.keys()), list(r.items()), r.pop("c"), len(r), r == {"a": 1, "b": 2, "d": 4}, dict(r))
print(r.popitem(), r)
class Ring(Sequence):
    def __init__(self, *xs): self.xs = xs
    def __getitem__(self, i):
        if isinstance(i, slice): return Ring(*self.xs[i])
        return self.xs[i % len(self.xs)] if self.xs and -len(self.xs) <= i < len(self.xs) else self.xs[i]
    def __len__(self): return len(self.xs)
    def __repr__(self): return f"Ring{self.xs}"
rg = Ring(1, 2, 3, 2)
print(list(rg), rg.index(2), rg.count(2), 3 in rg, list(reversed(rg)), rg[1:], min(rg))
class Stack(MutableSequence):
    def __init__(self): self.items = []
    def __getitem__(self, i): return self.items[i]
    def __setitem__(self, i, v): self.items[i] = v
    def __delitem__(self, i): del self.items[i]
    def __len__(self): return len(self.items)
    def insert(self, i, v): self.items.insert(i, v)
s = Stack(); s.append(1); s.extend([2, 3]); s += [4]; s.reverse(); print(s.items, s.pop(), s.items, s.remove(2), s.items)
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance((), MutableSequence), isinstance(iter([]), Iterator), isinstance(len, Callable), isinstance([], Hashable), isinstance(set(), Set), isinstance((x for x in []), Generator))
print(isinstance(1, numbers.Number), isinstance(1.5, numbers.Integral), isinstance(True, numbers.Integral), isinstance(1j, numbers.Real), isinstance(__import__("fractions").Fraction(1), numbers.Rational))
class Duck:
    def __iter__(self): return iter([])
    def __len__(self): return 0
print(isinstance(Duck(), Iterable), isinstance(Duck(), Sized), isinstance(Duck(), Container), issubclass(Duck, Iterable))
class Plugin(abc.ABC):
    @abc.abstractmethod
    def run(self): ...
    @classmethod
    @abc.abstractmethod
    def name(cls): ...
class Ext: 
    def run(self): return "ext"
Plugin.register(Ext)
print(isinstance(Ext(), Plugin), issubclass(Ext, Plugin))
try: Plugin()
except TypeError as e: print("TypeError", e)
try:
    class Half(Registry.__mro__[1]): 
        def __getitem__(self, k): return 1
    Half()
except TypeError as e: print("TypeError", e)
class KV(Mapping):
    def __init__(self, **kw): self.kw = kw
    def __getitem__(self, k): return self.kw[k]
    def __iter__(self): return iter(self.kw)
    def __len__(self): return len(self.kw)
kv = KV(a=1, b=2); print(dict(kv), {**kv}, kv.keys() & {"a"}, list(kv.values()), kv == {"a": 1, "b": 2}, kv.get("z", 0))
from collections.abc import MutableMapping
class Half(MutableMapping):
    def __getitem__(self, k): return 1
try: Half(); print("instantiated")
except TypeError as e: print("TypeError", e)
print(sorted(MutableMapping.__abstractmethods__), sorted(Half.__abstractmethods__))
import collections.abc as cabc, typing
for name in ["Iterable", "Iterator", "Sized", "Container", "Hashable", "Callable", "Sequence", "MutableSequence", "Mapping", "MutableMapping", "Set", "MutableSet", "Generator", "Reversible", "Collection", "KeysView"]:
    print(name, sorted(getattr(cabc, name).__abstractmethods__))
class Countdown(typing.Iterator[int]):
    def __init__(self, n): self.n = n
    def __next__(self):
        if self.n <= 0: raise StopIteration
        self.n -= 1; return self.n + 1
print(list(Countdown(3)))
class NoNext(cabc.Iterator): pass
try: NoNext()
except TypeError as e: print("TypeError", e)
