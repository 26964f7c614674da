from abc import ABC, abstractmethod
import math


class Shape(ABC):
    registry = {}

    def __init_subclass__(cls, /, kind=None, **kw):
        super().__init_subclass__(**kw)
        if kind:
            Shape.registry[kind] = cls

    @abstractmethod
    def area(self): ...

    @abstractmethod
    def perimeter(self): ...

    def describe(self):
        return f"{type(self).__name__} area={self.area():.2f} perimeter={self.perimeter():.2f}"

    def __lt__(self, other):
        return self.area() < other.area()


class Circle(Shape, kind="circle"):
    __slots__ = ("r",)

    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r

    def __repr__(self):
        return f"Circle({self.r})"


class Rect(Shape, kind="rect"):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)

    def __repr__(self):
        return f"{type(self).__name__}({self.w}, {self.h})"


class Square(Rect, kind="square"):
    def __init__(self, side):
        super().__init__(side, side)

    def __repr__(self):
        return f"Square({self.w})"


def build(spec):
    kind, *args = spec.split()
    try:
        cls = Shape.registry[kind]
    except KeyError:
        raise ValueError(f"unknown shape {kind!r}") from None
    return cls(*map(float, args))


shapes = [build(s) for s in ["circle 1", "rect 2 3", "square 2.5", "circle 0.5"]]
for s in sorted(shapes):
    print(s.describe())
print(sorted(Shape.registry), Square.__mro__[1:3])
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)


class Half(Shape):
    def area(self):
        return 0


try:
    Half()
except TypeError as e:
    print("TypeError:", e)
try:
    build("hexagon 3")
except ValueError as e:
    print("ValueError:", e, e.__suppress_context__)
c = Circle(2)
try:
    c.color = "red"
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(c, "__dict__"), Circle.__slots__, isinstance(c, Shape), sorted(Shape.__abstractmethods__))


class Animal:
    sound = "..."

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"


class Dog(Animal):
    sound = "woof"


class Puppy(Dog):
    def speak(self):
        return super().speak() + "!"


class Robot:
    def speak(self):
        return "beep"

    def charge(self):
        return "charging"


class RoboDog(Robot, Puppy):
    def speak(self):
        return Puppy.speak(self) + " / " + super().speak()


rd = RoboDog("rex")
print(rd.speak(), rd.charge(), [c.__name__ for c in RoboDog.__mro__])


class A:
    def who(self):
        return ["A"]


class B(A):
    def who(self):
        return ["B"] + super().who()


class C(A):
    def who(self):
        return ["C"] + super().who()


class D(B, C):
    def who(self):
        return ["D"] + super().who()


print(D().who(), [k.__name__ for k in D.mro()])
try:
    class X(A, B):
        pass
except TypeError as e:
    print("TypeError:", str(e).split("(MRO)")[0].split())


class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns.setdefault("tag", name.lower())
        cls = super().__new__(mcls, name, bases, ns)
        return cls

    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        inst.created_by_meta = True
        return inst


class Tagged(metaclass=Meta):
    def __init__(self, v):
        self.v = v


t = Tagged(3)
print(Tagged.tag, t.created_by_meta, type(Tagged).__name__, isinstance(Tagged, Meta))
