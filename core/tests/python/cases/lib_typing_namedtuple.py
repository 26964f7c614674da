# typing.NamedTuple: class syntax (fields, defaults, methods) and the functional form.
from typing import NamedTuple, List, Optional


class Point(NamedTuple):
    x: int
    y: int = 0

    def norm2(self) -> int:
        return self.x * self.x + self.y * self.y

    def __str__(self):
        return "(%d, %d)" % (self.x, self.y)


p = Point(3, 4)
print(repr(p), str(p), p.x, p.y, p[0], p[-1], p.norm2())
print(Point(1), Point(y=2, x=1), Point(*[5, 6]))
print(Point._fields, Point._field_defaults, Point.__annotations__)
print(p._asdict(), p._replace(y=10), Point._make([7, 8]), p._replace(x=0)._replace(y=0))
print(len(p), list(p), tuple(p), p == Point(3, 4), p != Point(4, 3), p < Point(3, 5))
x, y = p
print(x, y, 3 in p, p.count(3), p.index(4), p[0:1], hash(p) == hash(Point(3, 4)))
print(sorted([Point(2, 1), Point(1, 2), Point(1, 1)]))
print({p: "here"}[Point(3, 4)])


def attempt(f):
    try:
        print(f())
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__ + ":", e)


attempt(lambda: Point())
attempt(lambda: Point(1, 2, 3))
attempt(lambda: Point(1, z=2))
attempt(lambda: Point(1, x=2))
attempt(lambda: p._replace(z=1))
attempt(lambda: Point._make([1]))


class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    tags: Optional[List[str]] = None


e = Employee("ann")
print(e, Employee("bob", "ops", ["x"]), e.dept, e.tags, Employee._field_defaults)

Emp = NamedTuple("Emp", [("name", str), ("id", int)])
m = Emp("c", 3)
print(m, m.name, m.id, Emp._fields, Emp.__annotations__, m._asdict())
Pt3 = NamedTuple("Pt3", x=int, y=int, z=int)
print(Pt3(1, 2, 3), Pt3._fields)
attempt(lambda: Emp("a"))
attempt(lambda: Emp("a", 1, 2))


class Segment(NamedTuple):
    a: Point
    b: Point

    @property
    def length2(self):
        return (self.a.x - self.b.x) ** 2 + (self.a.y - self.b.y) ** 2


seg = Segment(Point(0, 0), Point(3, 4))
print(seg, seg.length2, seg.a.norm2(), seg._asdict()["b"])
import copy

print(copy.copy(p), copy.deepcopy(seg), copy.deepcopy(seg) == seg, copy.copy(m))
Point(1, 2, 3, 4)
