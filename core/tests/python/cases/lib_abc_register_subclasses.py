from abc import ABC, abstractmethod
import collections.abc as cabc
import numbers
class Shape(ABC):
    @abstractmethod
    def area(self): ...
class Sq(Shape):
    def area(self): return 4
class Other: pass
Shape.register(Other)
class Sub(Other): pass
print(isinstance(Sq(), Shape), isinstance(Other(), Shape), issubclass(Sub, Shape), isinstance(3, Shape))
print(isinstance([], cabc.Sequence), isinstance({}, cabc.Mapping), isinstance(3, cabc.Hashable), isinstance("s", cabc.Iterable))
print(isinstance(2, numbers.Real), isinstance(2.5, numbers.Integral), isinstance(True, numbers.Number))
try:
    Shape()
except TypeError as e:
    print(e)
