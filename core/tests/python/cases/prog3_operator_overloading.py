import functools
class Money:
    def __init__(self, cents, cur="USD"):
        self.cents = cents
        self.cur = cur
    def __repr__(self):
        return f"Money({self.cents}, {self.cur!r})"
    def __str__(self):
        return f"{self.cents // 100}.{self.cents % 100:02d} {self.cur}"
    def __add__(self, other):
        if isinstance(other, Money):
            if other.cur != self.cur:
                raise ValueError("currency mismatch")
            return Money(self.cents + other.cents, self.cur)
        if isinstance(other, int):
            return Money(self.cents + other, self.cur)
        return NotImplemented
    __radd__ = __add__
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Money(round(self.cents * k), self.cur)
        return NotImplemented
    def __rmul__(self, k):
        return self.__mul__(k)
    def __neg__(self):
        return Money(-self.cents, self.cur)
    def __abs__(self):
        return Money(abs(self.cents), self.cur)
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return (self.cents, self.cur) == (other.cents, other.cur)
    def __hash__(self):
        return hash((self.cents, self.cur))
    def __lt__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents < other.cents
    def __bool__(self):
        return self.cents != 0
    def __format__(self, spec):
        if spec == "short":
            return f"${self.cents / 100:.0f}"
        return format(str(self), spec)

a, b = Money(1050), Money(275)
print(a + b, 3 * b, b * 2, -a, abs(-a), sum([a, b, Money(5)]), sum([a, b], Money(0)))
print(a == Money(1050), a != b, a == 1050, bool(Money(0)), sorted([a, b, Money(1)]))
print(f"{a:short}|{b:>15}|{b:*<14}", len({a, Money(1050), b}))
try:
    a + "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    a < 5
except TypeError as e:
    print(type(e).__name__, e)
try:
    a + Money(1, "EUR")
except ValueError as e:
    print(type(e).__name__, e)
try:
    a @ b
except TypeError as e:
    print(type(e).__name__, e)

class Vector:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __repr__(self):
        return f"Vector{tuple(self.xs)}"
    def __matmul__(self, o):
        return sum(x * y for x, y in zip(self.xs, o.xs))
    def __iadd__(self, o):
        self.xs = [x + y for x, y in zip(self.xs, o.xs)]
        return self
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vector(*self.xs[i])
        return self.xs[i]
    def __len__(self):
        return len(self.xs)
    def __contains__(self, x):
        return x in self.xs
    def __iter__(self):
        return iter(self.xs)
    def __reversed__(self):
        return Vector(*self.xs[::-1]).__iter__()
    def __call__(self, k):
        return Vector(*(x * k for x in self.xs))
v = Vector(1, 2, 3); w = v
v += Vector(1, 1, 1)
print(v, w is v, v @ Vector(1, 0, 2), v[1:], v[-1], len(v), 3 in v, list(reversed(v)), v(10))

@functools.total_ordering
class Ver:
    def __init__(self, s):
        self.t = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.t == o.t
    def __lt__(self, o):
        return self.t < o.t
    def __repr__(self):
        return ".".join(map(str, self.t))
vs = [Ver("1.10"), Ver("1.2"), Ver("1.2.1"), Ver("0.9")]
print(sorted(vs), max(vs), Ver("1.2") >= Ver("1.2"), Ver("2.0") > Ver("1.9.9"), Ver("1.0") <= Ver("0.1"))
class R:
    def __eq__(self, o):
        print("R.__eq__"); return NotImplemented
print(R() == R(), R() != 3)
