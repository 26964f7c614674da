from collections.abc import Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet, Iterable, Iterator, Sized, Container, Hashable, Callable, Generator, Collection, Reversible
class Range3(Sequence):
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0: i += self.n
        if not 0 <= i < self.n: raise IndexError(i)
        return i * 3
r = Range3(5)
print(list(r), r[-1], r[1:4], 6 in r, 7 in r, r.index(9), r.count(3), list(reversed(r)), len(r))
try:
    r.index(100)
except ValueError as e:
    print('ValueError', e)
class MyList(MutableSequence):
    def __init__(self, data=()): self._d = list(data)
    def __len__(self): return len(self._d)
    def __getitem__(self, i): return self._d[i]
    def __setitem__(self, i, v): self._d[i] = v
    def __delitem__(self, i): del self._d[i]
    def insert(self, i, v): self._d.insert(i, v)
    def __repr__(self): return f'MyList({self._d})'
ml = MyList([3, 1])
ml.append(4); ml.extend([1, 5]); ml += [9]; print(ml)
print(ml.pop(), ml.pop(0), ml); ml.remove(1); ml.reverse(); print(ml)
ml.clear(); print(ml, len(ml))
class LowerDict(MutableMapping):
    def __init__(self, *a, **k): self._d = {}; self.update(*a, **k)
    def __getitem__(self, k): return self._d[k.lower()]
    def __setitem__(self, k, v): self._d[k.lower()] = v
    def __delitem__(self, k): del self._d[k.lower()]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
ld = LowerDict({'A': 1}, B=2)
print(ld['a'], 'b' in ld, ld.get('Z', 0), dict(ld), list(ld.items()), list(ld.keys()), ld.setdefault('C', 3), ld.pop('A'), ld.popitem(), len(ld))
print(ld == {'c': 3}, ld != {'c': 4})
try:
    ld.pop('nope')
except KeyError as e:
    print('KeyError', e)
class FrozenMap(Mapping):
    def __init__(self, d): self._d = dict(d)
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
fm = FrozenMap({'x': 1, 'y': 2})
print(list(fm.keys()), list(fm.items()), list(fm.values()), fm == {'x': 1, 'y': 2}, 'x' in fm.keys(), fm.keys() & {'x', 'q'})
class ISet(Set):
    def __init__(self, it): self._s = sorted(set(it))
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
    def __repr__(self): return f'ISet({self._s})'
a, b = ISet([1, 2, 3]), ISet([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= ISet([1, 2, 3, 4]), a < a, a == ISet([3, 2, 1]), a.isdisjoint([7]))
class MSet(MutableSet):
    def __init__(self): self._s = []
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
    def add(self, x):
        if x not in self._s: self._s.append(x)
    def discard(self, x):
        if x in self._s: self._s.remove(x)
ms = MSet(); ms |= {1}; ms.add(2); ms.add(3); ms -= {1}; print(list(ms), ms.pop(), list(ms))
ms ^= {5, 3}; print(sorted(ms))
try:
    class Incomplete(Sequence):
        def __len__(self): return 0
    Incomplete()
except TypeError as e:
    print('TypeError', e)
def gen(): yield 1
print(isinstance(gen(), Generator), isinstance([], Iterable), isinstance(iter([]), Iterator), isinstance({}, Sized), isinstance(len, Callable))
print(isinstance([], Hashable), isinstance((), Hashable), issubclass(dict, Collection), issubclass(list, Reversible), issubclass(set, Reversible), isinstance(3, Container))
class Countdown(Iterator):
    def __init__(self, n): self.n = n
    def __next__(self):
        if self.n <= 0: raise StopIteration
        self.n -= 1; return self.n + 1
print(list(Countdown(3)), iter(Countdown(1)).__class__.__name__)
