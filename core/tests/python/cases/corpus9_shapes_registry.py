import math
from abc import ABC, abstractmethod


class Shape(ABC):
    registry = {}

    def __init_subclass__(cls, *, kind=None, **kw):
        super().__init_subclass__(**kw)
        if kind:
            Shape.registry[kind] = cls
            cls.kind = kind

    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    @classmethod
    def create(cls, spec):
        kind, *nums = spec.split()
        try:
            klass = cls.registry[kind]
        except KeyError:
            raise ValueError(f"unknown shape {kind!r}; known: {', '.join(sorted(cls.registry))}") from None
        return klass(*map(float, nums))

    def __format__(self, spec):
        if spec.endswith("a"):
            return format(self.area(), spec[:-1] + "f")
        return f"{type(self).__name__}({spec or 'default'})"

    def __lt__(self, other):
        return self.area() < other.area()

    def __repr__(self):
        fields = ", ".join(f"{k}={v:g}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"


class Circle(Shape, kind="circle"):
    def __init__(self, r):
        if r <= 0:
            raise ValueError("radius must be positive")
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Rect(Shape, kind="rect"):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect, kind="square"):
    def __init__(self, side):
        super().__init__(side, side)

    def __repr__(self):
        return f"Square({self.w:g})"


class Triangle(Shape, kind="tri"):
    def __init__(self, a, b, c):
        if not (a + b > c and a + c > b and b + c > a):
            raise ValueError(f"sides {a:g}, {b:g}, {c:g} violate the triangle inequality")
        self.a, self.b, self.c = a, b, c

    def area(self):
        s = self.perimeter() / 2
        return math.sqrt(s * (s - self.a) * (s - self.b) * (s - self.c))

    def perimeter(self):
        return self.a + self.b + self.c


class Blob(Shape):
    def area(self):
        return 0


specs = ["circle 1", "rect 3 4.5", "square 2", "tri 3 4 5", "tri 1 1 3", "hexagon 2", "circle -1", "rect 1", "circle 0.5"]
shapes = []
for spec in specs:
    try:
        shapes.append(Shape.create(spec))
    except (ValueError, TypeError) as e:
        print(f"{spec!r}: {type(e).__name__}: {e}")
for s in sorted(shapes):
    print(f"{s!r:<28} area={s:10.4a} perim={s.perimeter():8.3f} {s:x} {s.kind}")
print(sorted(Shape.registry), Square.__mro__[1].__name__, isinstance(shapes[2], Rect), issubclass(Square, Shape))
print(max(shapes), min(shapes, key=lambda s: s.perimeter()), sum(s.area() for s in shapes).__round__(6))
try:
    Blob()
except TypeError as e:
    print("TypeError:", e)
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
print(Circle.kind, Square.kind, hasattr(Blob, "kind"), Blob.__abstractmethods__ == frozenset({"perimeter"}))
print([c.__name__ for c in Shape.__subclasses__()], [c.__name__ for c in Rect.__subclasses__()])


class Vec:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k) if isinstance(k, (int, float)) else self.x * k.x + self.y * k.y

    __rmul__ = __mul__

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __iter__(self):
        yield self.x
        yield self.y

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"


a, b = Vec(3, 4), Vec(-1, 2.5)
print(a + b, a - b, a * 2, 0.5 * a, a * b, abs(a), -b, bool(Vec(0, 0)), bool(b), list(a), dict(a=a)["a"])
print({a, Vec(3, 4), b}, a == (3, 4), tuple(a) == (3, 4), sum([a, b, Vec(0, 1)], Vec(0, 0)))
for v in (Vec(0, 0), Vec(0, 5), Vec(2, 2), Vec(1, -3)):
    match v:
        case Vec(0, 0):
            print("origin")
        case Vec(0, y):
            print("on y axis at", y)
        case Vec(x, y) if x == y:
            print("diagonal", x)
        case Vec(x=x):
            print("elsewhere, x =", x)
