from abc import ABC, abstractmethod, ABCMeta
import math

class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    @property
    @abstractmethod
    def name(self): ...
    def describe(self):
        return f"{self.name}: area={self.area():.2f} perim={self.perimeter():.2f}"

class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r
    @property
    def name(self):
        return "circle"

class HalfDone(Shape):
    def area(self):
        return 0

try:
    Shape()
except TypeError as e:
    print(type(e).__name__, e)
try:
    HalfDone()
except TypeError as e:
    print(type(e).__name__, e)
print(Circle(1).describe(), sorted(Shape.__abstractmethods__), HalfDone.__abstractmethods__ == frozenset({"perimeter", "name"}))

class Sized(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return any("__len__" in B.__dict__ for B in C.__mro__)
        return NotImplemented
print(issubclass(list, Sized), issubclass(int, Sized), isinstance("x", Sized))

class Drawable(ABC):
    pass
class Legacy:
    pass
Drawable.register(Legacy)
print(issubclass(Legacy, Drawable), isinstance(Legacy(), Drawable), Drawable in Legacy.__mro__)

from collections.abc import Mapping, MutableSequence, Iterable, Callable, Hashable
class Frozen(Mapping):
    def __init__(self, d):
        self._d = dict(d)
    def __getitem__(self, k):
        return self._d[k]
    def __len__(self):
        return len(self._d)
    def __iter__(self):
        return iter(self._d)
fm = Frozen({"a": 1, "b": 2})
print(fm.get("a"), fm.get("z", 0), "b" in fm, list(fm.items()), fm == {"a": 1, "b": 2}, list(fm.keys()))
class Stack(MutableSequence):
    def __init__(self):
        self._l = []
    def __getitem__(self, i): return self._l[i]
    def __setitem__(self, i, v): self._l[i] = v
    def __delitem__(self, i): del self._l[i]
    def __len__(self): return len(self._l)
    def insert(self, i, v): self._l.insert(i, v)
s = Stack()
s.append(1); s.extend([2, 3]); s += [4]
print(list(s), s.pop(), s.index(2), s.count(1), list(reversed(s)))
s.reverse(); s.remove(2); print(list(s))
print(isinstance(len, Callable), isinstance([], Hashable), isinstance((), Hashable), isinstance(3, Iterable))
try:
    class NoInsert(MutableSequence):
        pass
    NoInsert()
except TypeError as e:
    print(type(e).__name__, e)
