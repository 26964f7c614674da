import collections.abc as cabc
from collections.abc import Iterable, Iterator, Sequence, Mapping, MutableMapping, Callable, Hashable, Sized, Container, Generator, Set, MutableSet, MutableSequence, Reversible, Collection
import collections
vals = [[], (), "s", b"b", {}, set(), frozenset(), range(3), 3, 2.5, None, iter([]), (x for x in ()), len, lambda: 0, int, {}.keys(), zip(), enumerate([]), bytearray(), collections.OrderedDict(), collections.defaultdict(int), collections.deque(), collections.Counter()]
for abc_ in (Iterable, Iterator, Sequence, Mapping, MutableMapping, Callable, Hashable, Sized, Container, Generator, Set, MutableSet, MutableSequence, Reversible, Collection):
    print(abc_.__name__, "".join("1" if isinstance(v, abc_) else "0" for v in vals))
class Bag:
    def __init__(self): self.items = [1, 2]
    def __iter__(self): return iter(self.items)
    def __len__(self): return 2
    def __contains__(self, x): return x in self.items
print(isinstance(Bag(), Iterable), isinstance(Bag(), Collection), isinstance(Bag(), Sequence), issubclass(Bag, Sized))
class MyMap(Mapping):
    def __init__(self, d): self.d = d
    def __getitem__(self, k): return self.d[k]
    def __iter__(self): return iter(self.d)
    def __len__(self): return len(self.d)
m = MyMap({"a": 1})
print(isinstance(m, Mapping), dict(m.items()), m.get("b", 0), "a" in m, isinstance(m, MutableMapping))
def flatten(x):
    for i in x:
        if isinstance(i, Iterable) and not isinstance(i, (str, bytes)):
            yield from flatten(i)
        else:
            yield i
print(list(flatten([1, [2, (3, [4])], "ab", {5}])))
