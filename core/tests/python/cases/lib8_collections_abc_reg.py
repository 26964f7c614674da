from collections import abc
import collections
class Box:
    def __init__(self, *xs): self.xs = list(xs)
    def __len__(self): return len(self.xs)
    def __getitem__(self, i): return self.xs[i]
print(isinstance(Box(), abc.Sequence), isinstance(Box(), abc.Iterable), isinstance(Box(), abc.Sized))
print(list(iter(Box(1, 2))), 2 in Box(1, 2), list(reversed(Box(1, 2))) if hasattr(Box, '__reversed__') else 'noreversed')
abc.Sequence.register(Box)
print(isinstance(Box(), abc.Sequence), isinstance(Box(), abc.Reversible), isinstance(Box(), abc.Collection), isinstance(Box(), abc.MutableSequence))
class MyList(abc.MutableSequence):
    def __init__(self): self._d = []
    def __getitem__(self, i): return self._d[i]
    def __setitem__(self, i, v): self._d[i] = v
    def __delitem__(self, i): del self._d[i]
    def __len__(self): return len(self._d)
    def insert(self, i, v): self._d.insert(i, v)
    def __repr__(self): return f'MyList({self._d})'
m = MyList(); m.append(3); m.extend([1, 2]); m += [9]; m.insert(0, 0)
print(m, m.index(1), m.count(2), m.pop(), m.pop(0), m, list(reversed(m)), 3 in m)
m.remove(1); m.reverse(); print(m); m.clear(); print(m, len(m))
try:
    m.index(42)
except ValueError as e:
    print('ValueError', e)
class S(abc.Set):
    def __init__(self, it): self._s = set(it)
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(sorted(self._s))
    def __len__(self): return len(self._s)
    def __repr__(self): return f'S({sorted(self._s)})'
a, b = S([1, 2, 3]), S([2, 3, 4])
print(a & b, a | b, a - b, a ^ b, a <= S([1, 2, 3, 4]), a == S([3, 2, 1]), a.isdisjoint(S([9])), a < a)
class MM(abc.MutableMapping):
    def __init__(self): self.d = {}
    def __getitem__(self, k): return self.d[k.lower()]
    def __setitem__(self, k, v): self.d[k.lower()] = v
    def __delitem__(self, k): del self.d[k.lower()]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
mm = MM(); mm['A'] = 1; mm.update(B=2, c=3); mm.setdefault('D', 4)
print(dict(mm), mm.pop('a'), mm.popitem(), mm.get('C'), 'b' in mm, list(mm.values()))
print(issubclass(dict, abc.MutableMapping), issubclass(collections.OrderedDict, abc.Mapping), issubclass(tuple, abc.MutableSequence), issubclass(str, abc.Sequence), issubclass(bytes, abc.ByteString))
print(isinstance(range(3), abc.Sequence), isinstance(memoryview(b''), abc.Sequence), isinstance({}.items(), abc.ItemsView), isinstance({}.values(), abc.ValuesView))
class AIt:
    def __aiter__(self): return self
    async def __anext__(self): raise StopAsyncIteration
print(isinstance(AIt(), abc.AsyncIterator), isinstance(AIt(), abc.AsyncIterable), issubclass(AIt, abc.Awaitable))
print(abc.Hashable.__subclasshook__(int), abc.Sized.__subclasshook__(list), abc.Sized.__subclasshook__(int))
print(sorted(x for x in dir(abc) if not x.startswith('_'))[:10])
