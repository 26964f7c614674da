import math

class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"

    def __format__(self, spec):
        return "<" + ", ".join(format(c, spec) for c in self) + ">"

a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, a * 2, 3 * b, -a)
print(a * b, abs(a), bool(Vec(0, 0)), bool(b))
print(f"{Vec(1/3, 2/3):.3f}", format(a, "04d"))
print(a == Vec(3, 4), a != b, len({a, Vec(3, 4), b}))
x, y = a
print(x, y, list(b), tuple(a + b))
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    a + 1
except AttributeError as e:
    print("AttributeError:", e)
pts = [Vec(i, i * i % 7) for i in range(6)]
print(sorted(pts, key=abs))
print(max(pts, key=lambda p: (p.y, -p.x)))
print(sum((p for p in pts), Vec(0, 0)))
