"""2D geometry: a Vector class with operators, polygons (area, centroid, hull), segment intersection."""
import math
from dataclasses import dataclass
from functools import total_ordering
from fractions import Fraction


@total_ordering
@dataclass(frozen=True)
class Vec:
    x: float
    y: float

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __truediv__(self, k):
        if k == 0:
            raise ZeroDivisionError("cannot scale vector by 1/0")
        return Vec(self.x / k, self.y / k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def cross(self, o):
        return self.x * o.y - self.y * o.x

    def angle(self):
        return math.degrees(math.atan2(self.y, self.x))

    def rotate(self, deg):
        r = math.radians(deg)
        c, s = math.cos(r), math.sin(r)
        return Vec(round(self.x * c - self.y * s, 9), round(self.x * s + self.y * c, 9))

    def __format__(self, spec):
        return f"({self.x:{spec}}, {self.y:{spec}})"


def area(poly):
    return sum(a.cross(b) for a, b in zip(poly, poly[1:] + poly[:1])) / 2


def centroid(poly):
    a = area(poly)
    cx = sum((p.x + q.x) * p.cross(q) for p, q in zip(poly, poly[1:] + poly[:1]))
    cy = sum((p.y + q.y) * p.cross(q) for p, q in zip(poly, poly[1:] + poly[:1]))
    return Vec(cx / (6 * a), cy / (6 * a))


def hull(points):
    pts = sorted(set(points))
    if len(pts) < 3:
        raise ValueError(f"need 3 distinct points, got {len(pts)}")
    def half(seq):
        h = []
        for p in seq:
            while len(h) >= 2 and (h[-1] - h[-2]).cross(p - h[-2]) <= 0:
                h.pop()
            h.append(p)
        return h
    lower, upper = half(pts), half(reversed(pts))
    return lower[:-1] + upper[:-1]


def intersect(p1, p2, q1, q2):
    r, s = p2 - p1, q2 - q1
    denom = r.cross(s)
    if denom == 0:
        return None
    t = Fraction((q1 - p1).cross(s)) / Fraction(denom)
    u = Fraction((q1 - p1).cross(r)) / Fraction(denom)
    if 0 <= t <= 1 and 0 <= u <= 1:
        return Vec(p1.x + t * r.x, p1.y + t * r.y)
    return None


a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, a * 2, 3 * b, a * b, -a, abs(a), a / 2, a.cross(b))
print(f"{a.rotate(90):.3f}", f"{Vec(1, 1).angle():.1f}", a == Vec(3, 4), a > b, max([a, b, Vec(3, 5)]), list(a))
print(math.dist(a, b), round(math.atan2(1, -1), 6), math.isclose(Vec(1, 0).rotate(360).x, 1))
square = [Vec(0, 0), Vec(4, 0), Vec(4, 4), Vec(0, 4)]
tri = [Vec(0, 0), Vec(6, 0), Vec(0, 3)]
print(area(square), area(tri), area(list(reversed(tri))), centroid(square), centroid(tri))
cloud = [Vec(x, y) for x, y in [(0, 0), (2, 1), (4, 0), (3, 3), (1, 2), (2, 4), (0, 4), (2, 2), (4, 4)]]
print(hull(cloud), area(hull(cloud)))
print(intersect(Vec(0, 0), Vec(4, 4), Vec(0, 4), Vec(4, 0)), intersect(Vec(0, 0), Vec(1, 1), Vec(0, 1), Vec(1, 2)),
      intersect(Vec(0, 0), Vec(1, 0), Vec(2, -1), Vec(2, 1)), intersect(Vec(0, 0), Vec(3, 1), Vec(0, 1), Vec(3, 0)))
print({Vec(1, 2), Vec(1, 2), Vec(2, 1)} == {Vec(2, 1), Vec(1, 2)})
for bad in [lambda: a / 0, lambda: hull([Vec(0, 0), Vec(0, 0), Vec(1, 1)]), lambda: setattr(a, "x", 1), lambda: a < 3]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
