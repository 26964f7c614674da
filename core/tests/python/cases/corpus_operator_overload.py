class Vector:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f"Vector({self.x}, {self.y})"
    def __add__(self, o):
        if isinstance(o, Vector): return Vector(self.x + o.x, self.y + o.y)
        return NotImplemented
    def __sub__(self, o): return Vector(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)): return Vector(self.x * k, self.y * k)
        if isinstance(k, Vector): return self.x * k.x + self.y * k.y
        return NotImplemented
    def __rmul__(self, k): return self * k
    def __truediv__(self, k): return Vector(self.x / k, self.y / k)
    def __floordiv__(self, k): return Vector(self.x // k, self.y // k)
    def __mod__(self, k): return Vector(self.x % k, self.y % k)
    def __pow__(self, k): return Vector(self.x ** k, self.y ** k)
    def __eq__(self, o): return isinstance(o, Vector) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __bool__(self): return bool(self.x or self.y)
    def __lt__(self, o): return abs(self) < abs(o)
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __neg__(self): return Vector(-self.x, -self.y)
    def __pos__(self): return self
    def __invert__(self): return Vector(self.y, self.x)
    def __round__(self, n=None): return Vector(round(self.x, n), round(self.y, n))
    def __iter__(self): yield self.x; yield self.y
    def __getitem__(self, i): return (self.x, self.y)[i]
    def __int__(self): return int(abs(self))
    def __float__(self): return float(abs(self))
    def __index__(self): return int(abs(self))
v, w = Vector(3, 4), Vector(1, -2)
print(v + w, v - w, v * 2, 2 * v, v * w, v / 2, v // 2, v % 2, v ** 2, -v, +v, ~v)
print(abs(v), bool(Vector(0, 0)), v == Vector(3, 4), v != w, v < w, v > w, sorted([v, w]), round(Vector(1.26, 2.5), 1))
print(list(v), tuple(w), v[0], int(v), float(v), x := v[1])
try:
    v + 1
except TypeError as e:
    print(e)
try:
    "a" + v
except TypeError as e:
    print(e)
try:
    v @ w
except TypeError as e:
    print(e)
try:
    v < 3
except AttributeError as e:
    print(e)
a = v; a += w; print(a, v, a is v)
class Inplace:
    def __init__(self): self.items = []
    def __iadd__(self, o): self.items.append(o); return self
    def __len__(self): return len(self.items)
    def __contains__(self, x): return x in self.items
ip = Inplace(); ip += 1; ip += 2; print(len(ip), 2 in ip, 3 not in ip, bool(Inplace()))
class Cmp:
    def __init__(self, v): self.v = v
    def __eq__(self, o): print("eq called"); return NotImplemented
print(Cmp(1) == Cmp(1), Cmp(1) != 1)
class R:
    def __radd__(self, o): return f"radd({o})"
    def __rsub__(self, o): return f"rsub({o})"
    def __rpow__(self, o): return f"rpow({o})"
    def __rtruediv__(self, o): return f"rtruediv({o})"
    def __rmatmul__(self, o): return "rmatmul"
    def __ror__(self, o): return "ror"
print(1 + R(), 2 - R(), 3 ** R(), 4 / R(), [1] + R(), None | R() if False else 5 | R())
class Sub(int):
    def __add__(self, o): return "Sub.add"
    def __radd__(self, o): return "Sub.radd"
print(1 + Sub(2), Sub(2) + 1, Sub(1) + Sub(2))
