from collections import namedtuple
from typing import NamedTuple
Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x + p.y, p[0], p._asdict(), p._replace(x=10), Point._fields, Point._make([5, 6]))
x, y = p
print(x, y, p == (3, 4), len(p), tuple(p), p.index(4), p.count(3))
Row = namedtuple("Row", "id name score", defaults=[0])
print(Row(1, "a"), Row._field_defaults, Row(2, name="b", score=9))
class Vec(NamedTuple):
    x: float
    y: float = 0.0
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
v = Vec(3.0, 4.0) + Vec(1.0)
print(v, v.norm(), Vec._fields, Vec.__annotations__, isinstance(v, tuple))
records = [Row(i, n, s) for i, (n, s) in enumerate([("al", 88), ("bea", 95), ("cat", 88), ("dan", 70)])]
for r in sorted(records, key=lambda r: (-r.score, r.name)):
    print(f"{r.id:>2} {r.name:<5} {r.score}")
print(max(records, key=lambda r: r.score).name, sum(r.score for r in records) / len(records))
try:
    p.x = 1
except AttributeError as e:
    print(e)
try:
    Point(1)
except TypeError as e:
    print(e)
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print(e)
R2 = namedtuple("R2", "a def b", rename=True)
print(R2._fields)
d = {"x": 1, "y": 2}
print(Point(**d), Point(*reversed(d.values())))
class P3(Point):
    __slots__ = ()
    @property
    def mag(self):
        return abs(complex(self.x, self.y))
print(P3(6, 8).mag, P3(1, 2), repr(P3(0, 0)))
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
