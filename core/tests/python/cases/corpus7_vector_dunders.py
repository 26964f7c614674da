import math
from functools import total_ordering

@total_ordering
class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"<{self.x}, {self.y}>"
    def __format__(self, spec):
        if not spec:
            return str(self)
        if spec.endswith("p"):
            r = math.hypot(self.x, self.y)
            t = math.degrees(math.atan2(self.y, self.x))
            inner = spec[:-1]
            return f"<{r:{inner}}, {t:{inner}}°>"
        return f"<{self.x:{spec}}, {self.y:{spec}}>"
    def __eq__(self, other):
        if not isinstance(other, Vec):
            return NotImplemented
        return (self.x, self.y) == (other.x, other.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __lt__(self, other):
        if not isinstance(other, Vec):
            return NotImplemented
        return abs(self) < abs(other)
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __bool__(self):
        return bool(self.x or self.y)
    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)
    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)
    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __len__(self):
        return 2

a = Vec(3, 4)
b = Vec(1.5, -2)
print(a, repr(b), abs(a))
print(a + b, a - b, a * 2, 3 * b, a * b, -a)
print(f"{a:.2f}|{b:+.1e}|{a:.3p}|{a}")
print(format(b, "8.2f"))
print(bool(Vec(0, 0)), bool(Vec(0, 1e-300)))
print(sorted([Vec(5, 0), Vec(1, 1), Vec(0, 2), Vec(-3, 0)]))
print(a <= b, a >= b, a > b, Vec(1, 0) == Vec(1.0, 0.0))
print(len({Vec(1, 2), Vec(1.0, 2.0), Vec(2, 1)}))
print(list(a), tuple(b), a[0], b[-1], a[::-1])
x, y = a
print(x, y, dict(zip("xy", b)))
print(a == (3, 4), a != "x")
try:
    a < 5
except TypeError as e:
    print("TypeError:", e)
print(max([Vec(1, 1), Vec(0, 3), Vec(2, 2)]), min(Vec(1, 1), Vec(-1, -1), key=lambda v: v.x))
print(sum([Vec(1, 2), Vec(3, 4)], Vec(0, 0)))
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(a, "__dict__"), Vec.__slots__)
