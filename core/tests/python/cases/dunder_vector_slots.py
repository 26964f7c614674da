import math
class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self): return f"Vec({self.x!r}, {self.y!r})"
    def __add__(self, o):
        if not isinstance(o, Vec): return NotImplemented
        return Vec(self.x + o.x, self.y + o.y)
    def __mul__(self, k): return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __neg__(self): return Vec(-self.x, -self.y)
    def __abs__(self): return math.hypot(self.x, self.y)
    def __eq__(self, o): return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __bool__(self): return bool(self.x or self.y)
    def __iter__(self): yield self.x; yield self.y
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"
    def __lt__(self, o): return abs(self) < abs(o)

v = Vec(3, 4)
print(v + Vec(1, 1), 2 * v, v * 0.5, -v, abs(v))
print(v == Vec(3, 4), v != Vec(3, 4), len({v, Vec(3, 4), Vec(0, 0)}))
print(bool(Vec(0, 0)), list(v), v[1], v[-1], f"{v:.2f}", format(v, "08.3f"))
try:
    v + 1
except TypeError as e:
    print(e)
try:
    v.z = 1
except AttributeError as e:
    print(e)
print(sorted([Vec(5, 5), Vec(1, 0), Vec(2, 2)]))
print(max([Vec(5, 5), Vec(1, 0)]), min(Vec(1,2), Vec(0,1)))
x, y = v
print(x, y, hasattr(v, "__dict__"), Vec.__slots__)
print(sum([Vec(1, 1), Vec(2, 2)], Vec(0, 0)))
