from abc import ABC, abstractmethod
from collections.abc import Iterable, Sized, Container, Mapping, Sequence, Hashable, Callable, MutableMapping, Iterator
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def perimeter(self):
        ...
    def describe(self):
        return f"{type(self).__name__} area={self.area():.2f} perim={self.perimeter():.2f}"
class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)
class Half(Shape):
    def area(self):
        return 0
for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print(e)
print(Rect(2, 3.5).describe(), isinstance(Rect(1, 1), Shape), Shape.__abstractmethods__ == frozenset({"area", "perimeter"}))
class Deck:
    def __init__(self):
        self.cards = [r + s for s in "SH" for r in "A23"]
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
d = Deck()
print(len(d), d[0], d[-1], d[1:3], "2H" in d, "9S" in d, list(reversed(d))[:2], [c for c in d][:3])
print(isinstance(d, Iterable), isinstance(d, Sized), isinstance(d, Sequence))
class Range3:
    def __iter__(self):
        yield from (1, 2, 3)
    def __contains__(self, x):
        print("contains called")
        return x == 2
r = Range3()
print(2 in r, 3 in r, list(r), isinstance(r, Iterable), isinstance(r, Container))
class Empty:
    def __len__(self):
        return 0
class Truthy:
    def __bool__(self):
        return True
    def __len__(self):
        return 0
print(bool(Empty()), bool(Truthy()), bool(object()), "yes" if Empty() else "no")
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print(e)
class NoHash:
    __hash__ = None
    def __eq__(self, o):
        return True
try:
    hash(NoHash())
except TypeError as e:
    print(e)
print(isinstance(NoHash(), Hashable), isinstance(1, Hashable), isinstance([], Hashable))
class EqOnly:
    def __eq__(self, o):
        return isinstance(o, EqOnly)
print(EqOnly.__hash__ is None, EqOnly() == EqOnly(), EqOnly() != EqOnly())
class Registry(MutableMapping):
    def __init__(self):
        self._d = {}
    def __getitem__(self, k):
        return self._d[k.lower()]
    def __setitem__(self, k, v):
        self._d[k.lower()] = v
    def __delitem__(self, k):
        del self._d[k.lower()]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
reg = Registry()
reg["A"] = 1; reg.update(B=2); reg.setdefault("c", 3)
print(dict(reg), reg.get("a"), "b" in reg, reg.pop("B"), list(reg.items()), isinstance(reg, Mapping))
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), isinstance(Countdown(1), Iterator), isinstance(len, Callable), callable(Countdown))
class Sized2(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        return hasattr(C, "size") or NotImplemented
class HasSize:
    size = 1
print(issubclass(HasSize, Sized2), issubclass(int, Sized2))
