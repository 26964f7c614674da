# ABC and abstractmethod: instantiating a class with unimplemented abstract methods fails.
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        pass

    @abstractmethod
    def perimeter(self):
        pass

    def describe(self):
        return "%s with area %s" % (type(self).__name__, self.area())


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


class Square(Half):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


sq = Square(3)
print(sq.area(), sq.perimeter(), sq.describe(), sq.side)
print(isinstance(sq, Shape), isinstance(sq, ABC), issubclass(Square, Shape), type(sq).__name__)
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__))
print(sorted(Square.__abstractmethods__), Square.__abstractmethods__ == frozenset())
print(Shape.area.__isabstractmethod__, hasattr(Shape.describe, "__isabstractmethod__"))
print(Square.area is Shape.area, getattr(Square.area, "__isabstractmethod__", False))
try:
    Square()
except TypeError as e:
    print("TypeError:", e)
try:
    Square(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    Square(side=1, other=2)
except TypeError as e:
    print("TypeError:", e)
print(Square(side=5).area())


class Empty(ABC):
    pass


e = Empty()
print(type(e).__name__, isinstance(e, ABC))
try:
    Empty(1)
except TypeError as e:
    print("TypeError:", e)
try:
    Empty(x=1)
except TypeError as e:
    print("TypeError:", e)


class Single(ABC):
    @abstractmethod
    def only(self):
        raise NotImplementedError


try:
    Single()
except TypeError as e:
    print("TypeError:", e)


class UsesSuper(Single):
    def only(self):
        try:
            return super().only()
        except NotImplementedError:
            return "base raised"


print(UsesSuper().only())


class Many(ABC):
    @abstractmethod
    def c(self): pass

    @abstractmethod
    def a(self): pass

    @abstractmethod
    def b(self): pass

    @abstractmethod
    def __len__(self): pass


try:
    Many()
except TypeError as e:
    print("TypeError:", e)


class Fills(Many):
    a = b = c = None

    def __len__(self):
        return 3


print(len(Fills()), Fills().a)


class NotABC:
    @abstractmethod
    def m(self):
        return "called"


print(NotABC().m(), NotABC.m.__isabstractmethod__)
Shape()
