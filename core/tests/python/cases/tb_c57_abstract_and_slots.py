from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
class Square(Shape):
    def area(self): return 1
try:
    Square()
except TypeError as e:
    print(e)
class P:
    __slots__ = ("x",)
p = P()
try:
    p.x
except AttributeError as e:
    print(e)
p.y = 1
