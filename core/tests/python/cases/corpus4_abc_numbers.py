from abc import ABC, abstractmethod, ABCMeta
import numbers
from collections.abc import Sequence, Mapping, Iterable, Iterator, Sized, Container, Hashable, Callable, MutableMapping
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @property
    @abstractmethod
    def name(self): ...
    def describe(self):
        return f"{self.name} with area {self.area():.2f}"
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    @property
    def name(self):
        return "square"
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
class Half(Shape):
    def area(self):
        return 1
try:
    Half()
except TypeError as e:
    print("TypeError:", e)
print(Sq(3).describe(), isinstance(Sq(1), Shape), Shape.__abstractmethods__ == frozenset({"area", "name"}))
class Tuplish(ABC):
    pass
Tuplish.register(tuple)
print(isinstance((1,), Tuplish), issubclass(list, Tuplish), issubclass(tuple, Tuplish))
class Deck(Sequence):
    def __init__(self):
        self.cards = list("AKQJ")
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        return self.cards[i]
d = Deck()
print(list(d), d.index("Q"), d.count("A"), "K" in d, list(reversed(d)), isinstance(d, Iterable), isinstance(d, Sized))
class Store(MutableMapping):
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
s = Store()
s["A"] = 1
s.update(B=2, c=3)
print(dict(s), s.get("b"), s.pop("C"), s.setdefault("D", 4), list(s.items()), "a" in s, s == {"a": 1, "b": 2, "d": 4})
print(isinstance([], Sequence), isinstance({}, Mapping), isinstance(iter([]), Iterator), isinstance(len, Callable), isinstance([], Hashable), isinstance("", Container))
print(isinstance(1, numbers.Integral), isinstance(1.5, numbers.Real), isinstance(1j, numbers.Complex), isinstance(1, numbers.Number), isinstance(True, numbers.Integral))
from fractions import Fraction
from decimal import Decimal
print(isinstance(Fraction(1, 2), numbers.Rational), isinstance(Decimal(1), numbers.Real), isinstance(Decimal(1), numbers.Number), issubclass(int, numbers.Rational))
class Meta(ABCMeta):
    pass
class WithMeta(metaclass=Meta):
    @abstractmethod
    def f(self): ...
print(type(WithMeta).__name__, getattr(WithMeta.f, "__isabstractmethod__", False))
class Countable:
    def __len__(self):
        return 3
print(isinstance(Countable(), Sized), issubclass(Countable, Iterable))
