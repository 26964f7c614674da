# Dunder methods: arithmetic, comparisons, hashing, formatting
import math
from functools import total_ordering

@total_ordering
class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"<{self.x}, {self.y}>"
    def __format__(self, spec):
        if not spec:
            return str(self)
        return f"<{self.x:{spec}}, {self.y:{spec}}>"
    def __add__(self, o):
        if not isinstance(o, Vec):
            return NotImplemented
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        return NotImplemented
    __rmul__ = __mul__
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __bool__(self):
        return bool(self.x or self.y)
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __lt__(self, o):
        return abs(self) < abs(o)
    def __hash__(self):
        return hash((self.x, self.y))
    def __iter__(self):
        yield self.x
        yield self.y
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y

a, b = Vec(3, 4), Vec(1.5, -2)
print(a + b, a - b, a * 2, 3 * a, -b)
print(repr(a + b), abs(a), bool(Vec(0, 0)))
print(f"{b:.2f}", f"{a:>4}", format(a))
print(a @ b, a == Vec(3, 4), a != b, a > b, a <= b)
print(sorted([a, b, Vec(0, 1), Vec(-5, 0)]))
print(max([a, b]), min(a, b, key=lambda v: v.y))
print(len({a, Vec(3, 4), b}))
x, y = a
print(x, y, a[-1], list(reversed(a)))
try:
    a + 1
except TypeError as e:
    print("TypeError:", e)
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError:", e)
print(sum([a, b, Vec(1, 1)], Vec(0, 0)))
print(hasattr(a, "__dict__"), Vec.__slots__)
try:
    "x" * a
except TypeError as e:
    print("TypeError:", e)
