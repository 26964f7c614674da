from collections.abc import Set, MutableSet, Mapping, MutableMapping, Sequence, MutableSequence, Iterable, Hashable, Sized, Container, Callable, Generator, Iterator, Reversible, Collection
class S(Set):
    def __init__(self, it=()): self.d = list(dict.fromkeys(it))
    def __contains__(self, x): return x in self.d
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
    def __repr__(self): return f'S({self.d})'
a, b = S([1, 2, 3]), S([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= b, a < S([1, 2, 3, 4]), a == S([3, 2, 1]), a.isdisjoint(S([9])), a & [2], [2] & a if False else '')
try:
    a & 5
except TypeError as e:
    print('TypeError', e)
print(a == {1, 2, 3}, {1, 2, 3} == a, a <= {1, 2, 3, 4}, a._hash() == S([3, 1, 2])._hash(), type(a | b).__name__)
class MS(MutableSet):
    def __init__(self, it=()): self.s = set(it)
    def __contains__(self, x): return x in self.s
    def __iter__(self): return iter(sorted(self.s))
    def __len__(self): return len(self.s)
    def add(self, x): self.s.add(x)
    def discard(self, x): self.s.discard(x)
    def __repr__(self): return f'MS({sorted(self.s)})'
m = MS([1, 2]); m |= {5}; m -= {1}; print(m); m ^= {2, 7}; print(m); m &= {5, 9}; print(m, m.pop(), m)
try:
    MS().pop()
except KeyError as e:
    print('KeyError', e)
try:
    m.remove(42)
except KeyError as e:
    print('KeyError', e)
class MM(MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k]
    def __setitem__(self, k, v): self.d[k] = v
    def __delitem__(self, k): del self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
mm = MM(); mm.update({'a': 1}, b=2); mm.update([('c', 3)]); print(dict(mm), mm.get('z', 0), 'a' in mm, list(mm.keys()), list(mm.items()), list(mm.values()))
print(mm.pop('a'), mm.pop('zz', 'd'), mm.setdefault('e', 5), mm.popitem(), dict(mm), mm == {'c': 3, 'e': 5}, mm.keys() & {'c'}, repr(mm.keys())[:15])
try:
    mm.pop('nope')
except KeyError as e:
    print('KeyError', e)
mm.clear(); print(len(mm))
try:
    mm.popitem()
except KeyError as e:
    print('KeyError', e)
class Sq(Sequence):
    def __init__(self, *x): self.x = x
    def __getitem__(self, i): return self.x[i]
    def __len__(self): return len(self.x)
q = Sq(1, 2, 3, 2)
print(q.index(2), q.index(2, 2), q.count(2), 3 in q, list(reversed(q)), list(q), q.index(3, -2))
try:
    q.index(9)
except ValueError as e:
    print('ValueError', e)
class MSq(MutableSequence):
    def __init__(self): self.x = []
    def __getitem__(self, i): return self.x[i]
    def __setitem__(self, i, v): self.x[i] = v
    def __delitem__(self, i): del self.x[i]
    def __len__(self): return len(self.x)
    def insert(self, i, v): self.x.insert(i, v)
ms = MSq(); ms.append(1); ms.extend([2, 3]); ms += [4]; ms.reverse(); print(ms.x, ms.pop(), ms.pop(0), ms.x); ms.remove(2); print(ms.x); ms.clear(); print(ms.x)
print(isinstance([], Reversible), isinstance({}, Reversible), isinstance(set(), Collection), issubclass(dict, Hashable), isinstance(len, Callable), isinstance((x for x in []), Generator), isinstance(iter(()), Iterator))
try:
    class Bad(Sequence): pass
    Bad()
except TypeError as e:
    print('TypeError', e)
