# abc + __slots__ + properties: a shape hierarchy for a drawing app
from abc import ABC, abstractmethod
import math

class Shape(ABC):
    __slots__ = ("name",)
    count = 0
    def __init__(self, name):
        self.name = name
        Shape.count += 1
    @property
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def scale(self, k): ...
    @classmethod
    @abstractmethod
    def unit(cls): ...
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, area={self.area:.3f})"
    def __lt__(self, other):
        return self.area < other.area

class Circle(Shape):
    __slots__ = ("_r",)
    def __init__(self, name, r):
        super().__init__(name)
        self.r = r
    @property
    def r(self): return self._r
    @r.setter
    def r(self, v):
        if v <= 0: raise ValueError(f"radius must be positive, got {v}")
        self._r = v
    @r.deleter
    def r(self): raise AttributeError("radius is required")
    @property
    def area(self): return math.pi * self._r ** 2
    def scale(self, k): return Circle(self.name, self._r * k)
    @classmethod
    def unit(cls): return cls("unit", 1)

class Square(Shape):
    __slots__ = ("side",)
    def __init__(self, name, side):
        super().__init__(name); self.side = side
    area = property(lambda self: self.side ** 2, doc="side squared")
    def scale(self, k): return Square(self.name, self.side * k)
    @classmethod
    def unit(cls): return cls("unit", 1)

class Broken(Shape):
    def scale(self, k): return self

for cls in (Shape, Broken):
    try:
        cls("x")
    except TypeError as e:
        print("TypeError", e)
shapes = [Circle("c1", 2), Square("s1", 3), Circle.unit(), Square.unit().scale(5)]
print(sorted(shapes), max(shapes).name, Shape.count)
c = shapes[0]
for bad in (lambda: setattr(c, "r", -1), lambda: setattr(c, "color", "red"), lambda: delattr(c, "r"), lambda: setattr(shapes[1], "area", 3), lambda: c.__dict__):
    try:
        bad()
    except (ValueError, AttributeError) as e:
        print(type(e).__name__, e)
print(Circle.__slots__, Square.__slots__, hasattr(c, "__dict__"), Square.area.__doc__, type(Circle.r).__name__, Circle.r.fget.__name__)
print(sorted(Shape.__abstractmethods__), Broken.__abstractmethods__ == frozenset({"area", "unit"}), getattr(Circle, "__abstractmethods__", None))
print(isinstance(c, Shape), issubclass(Square, ABC), Circle.__mro__)
class Tri:
    def area(self): return 1
Shape.register(Tri)
print(isinstance(Tri(), Shape), issubclass(Tri, Shape), Tri.__mro__)
class P:
    __slots__ = ("a", "b")
    def __init__(self): self.a = 1
p = P()
try:
    p.b
except AttributeError as e:
    print("AttributeError", e)
class Q(P):
    pass
q = Q(); q.extra = 5
print(q.extra, q.__dict__["extra"], P.a, type(P.a).__name__)
try:
    class Bad:
        __slots__ = ("x",)
        x = 5
except ValueError as e:
    print("ValueError", e)
class Temp:
    def __init__(self): self._c = 0
    @property
    def fahrenheit(self): return self._c * 9 / 5 + 32
    @fahrenheit.setter
    def fahrenheit(self, f): self._c = (f - 32) * 5 / 9
t = Temp(); t.fahrenheit = 212
print(t._c, t.fahrenheit)
try:
    del t.fahrenheit
except AttributeError as e:
    print("AttributeError", e)
class RO:
    @property
    def v(self): return 1
try:
    RO().v = 2
except AttributeError as e:
    print("AttributeError", e)
