class Vec:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        if isinstance(o, (int, float)):
            return Vec(self.x + o, self.y + o)
        return NotImplemented
    __radd__ = __add__
    def __sub__(self, o):
        if not isinstance(o, Vec):
            return NotImplemented
        return Vec(self.x - o.x, self.y - o.y)
    def __rsub__(self, o):
        return Vec(o - self.x, o - self.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __rmul__(self, k):
        print("rmul", k)
        return self * k
    def __matmul__(self, o):
        return self.x * o.x + self.y * o.y
    def __neg__(self): return Vec(-self.x, -self.y)
    def __pos__(self): return self
    def __abs__(self): return (self.x ** 2 + self.y ** 2) ** 0.5
    def __bool__(self): return bool(self.x or self.y)
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self): return hash((self.x, self.y))
    def __iter__(self):
        yield self.x
        yield self.y
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __truediv__(self, k): return Vec(self.x / k, self.y / k)
    def __floordiv__(self, k): return Vec(self.x // k, self.y // k)
    def __mod__(self, k): return Vec(self.x % k, self.y % k)
    def __pow__(self, k, mod=None):
        return Vec(pow(self.x, k, mod), pow(self.y, k, mod))

a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 3 * a, a @ b, -a, +a, abs(b))
print(1 + a, 10 - a, sum([a, b, Vec(1, 1)]))
print(b / 2, b // 2, Vec(7, -7) % 3, pow(a, 3), pow(b, 2, 5))
print(bool(Vec(0, 0)), bool(a), a == Vec(1, 2), a != b, len({a, Vec(1, 2), b}))
x, y = b
print(x, y, list(a), a[1], a[-1])
try:
    a - 1
except TypeError as e:
    print("TypeError:", e)
try:
    "s" * a
except TypeError as e:
    print("TypeError:", e)

class Acc:
    def __init__(self, v): self.v = v
    def __iadd__(self, o):
        self.v += o
        return self
    def __add__(self, o):
        return Acc(self.v + o)
    def __imul__(self, o):
        return NotImplemented
    def __mul__(self, o):
        return Acc(self.v * o)
    def __repr__(self): return f"Acc({self.v})"

acc = Acc(1)
alias = acc
acc += 5
print(acc, alias, acc is alias)
acc *= 3
print(acc, alias, acc is alias)

class Num:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __index__(self): return self.v
    def __int__(self): return self.v + 1000
    def __float__(self): return self.v / 2
    def __round__(self, n=None): return "rounded"
    def __len__(self): return 3
    def __contains__(self, x): return x == self.v
    def __format__(self, spec): return f"Num[{spec}]"
n = Num(5)
print(int(n), float(n), round(n), round(n, 2), len(n), 5 in n, 6 in n)
print(bin(n), hex(n), [0, 1, 2, 3, 4, 5, 6][n], f"{n:>10}", format(n))
print(sorted([Num(3), Num(1), Num(2)], key=lambda z: z.v)[0].v, max(Num(3), Num(9)).v)

class Left:
    def __add__(self, o): return NotImplemented
class Right:
    def __radd__(self, o): return "right wins"
print(Left() + Right())
class Sub(Vec):
    def __radd__(self, o):
        return "sub radd"
print(Vec(1, 1) + Sub(2, 2))
