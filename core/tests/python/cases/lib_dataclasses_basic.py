# dataclass without arguments: __init__, __repr__, __eq__, defaults, the class attributes it leaves.
from dataclasses import dataclass, field, fields, is_dataclass


@dataclass
class Point:
    x: int
    y: int = 0


p = Point(1, 2)
print(p)
print(repr(p), str(p), f"{p}")
print(Point(5), Point(y=3, x=4), Point(x=7))
print(p == Point(1, 2), p == Point(2, 1), p != Point(1, 2), p == (1, 2), p == "Point(x=1, y=2)")
print(Point.y, hasattr(Point, "x"), "x" in Point.__dict__)
print(Point.__doc__)
print(is_dataclass(p), is_dataclass(Point), is_dataclass(3), is_dataclass(object))
print([f.name for f in fields(Point)], [f.type for f in fields(p)])
print(fields(Point)[1].default, fields(Point)[0].init, fields(Point)[0].repr)
p.x = 10
print(p, p.x + p.y)
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)
print(Point.__hash__)
print(Point.__match_args__)


@dataclass()
class Empty:
    pass


print(Empty(), Empty() == Empty(), Empty.__doc__)


@dataclass
class Nested:
    name: str
    pts: list = field(default_factory=list)
    tags: dict = field(default_factory=dict)


n = Nested("a")
n.pts.append(Point(1, 1))
print(n, Nested("a") == Nested("a"), Nested("a").pts is Nested("a").pts)
print(Nested("b", [Point(0)], {"k": 1}))


@dataclass(repr=False, eq=False)
class Bare:
    v: int


b = Bare(3)
print(b.v, b == Bare(3), b == b, type(hash(b)).__name__)
print(repr(b).startswith("<__main__.Bare object at"))


@dataclass
class WithMethods:
    a: int
    b: int

    def total(self):
        return self.a + self.b

    def __repr__(self):
        return "custom"


w = WithMethods(2, 3)
print(w, w.total(), w == WithMethods(2, 3))


@dataclass
class Recursive:
    val: int
    other: object = None


r = Recursive(1)
r.other = r
print(r)
print(fields(r)[1].default)
