class Money:
    __slots__ = ("cents", "cur")
    def __init__(self, amount, cur="USD"):
        self.cents = round(amount * 100)
        self.cur = cur
    def _check(self, other):
        if isinstance(other, Money):
            if other.cur != self.cur:
                raise ValueError(f"currency mismatch {self.cur}/{other.cur}")
            return other.cents
        if isinstance(other, (int, float)):
            return round(other * 100)
        return NotImplemented
    def __add__(self, other):
        c = self._check(other)
        if c is NotImplemented:
            return c
        return Money((self.cents + c) / 100, self.cur)
    __radd__ = __add__
    def __sub__(self, other):
        c = self._check(other)
        if c is NotImplemented:
            return NotImplemented
        return Money((self.cents - c) / 100, self.cur)
    def __rsub__(self, other):
        return Money(other, self.cur) - self
    def __mul__(self, k):
        if not isinstance(k, (int, float)):
            return NotImplemented
        return Money(self.cents * k / 100, self.cur)
    __rmul__ = __mul__
    def __neg__(self):
        return Money(-self.cents / 100, self.cur)
    def __abs__(self):
        return Money(abs(self.cents) / 100, self.cur)
    def __eq__(self, o):
        return isinstance(o, Money) and (self.cents, self.cur) == (o.cents, o.cur)
    def __lt__(self, o):
        return self.cents < o.cents
    def __hash__(self):
        return hash((self.cents, self.cur))
    def __bool__(self):
        return self.cents != 0
    def __repr__(self):
        return f"Money({self.cents / 100:.2f}, {self.cur!r})"
    def __format__(self, spec):
        if spec == "":
            return str(self)
        return f"{self.cur} {format(self.cents / 100, spec)}"
    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}${abs(self.cents) // 100}.{abs(self.cents) % 100:02d}"
a, b = Money(10.5), Money(3.25)
print(a + b, a - b, 2 * a, a * 3, -b, abs(-b), 5 + a, 20 - a, sum([a, b, b]), sum([a, b], Money(0)))
print(f"{a:>10.3f}|{a}|{a!r}", bool(Money(0)), bool(a), a == Money(10.5), a != b, sorted([a, b, Money(1)]))
print(max(a, b), min([a, b]), len({a, Money(10.5), b}))
try:
    a + Money(1, "EUR")
except ValueError as e:
    print("ValueError:", e)
try:
    a * "x"
except TypeError as e:
    print("TypeError:", e)
try:
    a.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    a < 5
except AttributeError as e:
    print("AttributeError:", e)
class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __len__(self):
        return len(self.xs)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Vec(*self.xs[i])
        return self.xs[i]
    def __setitem__(self, i, v):
        self.xs[i] = v
    def __contains__(self, v):
        print("contains?", v)
        return v in self.xs
    def __iter__(self):
        return iter(self.xs)
    def __matmul__(self, o):
        return sum(x * y for x, y in zip(self, o))
    def __iadd__(self, o):
        self.xs = [x + y for x, y in zip(self, o)]
        return self
    def __repr__(self):
        return f"Vec{tuple(self.xs)}"
    def __eq__(self, o):
        return list(self) == list(o)
    def __lt__(self, o):
        return self.xs < o.xs
    __hash__ = None
v = Vec(1, 2, 3)
w = v
v += Vec(1, 1, 1)
print(v, w is v, v @ Vec(1, 0, 2), v[1:], v[::-1], len(v), bool(Vec()), 3 in v, list(reversed(v)))
v[0] = 9
print(v, Vec(1, 2) == [1, 2], Vec(1) > Vec(0), Vec(1) >= Vec(1) if hasattr(Vec, "__ge__") and False else "", sorted([Vec(3), Vec(1)]))
try:
    hash(v)
except TypeError as e:
    print("TypeError:", e)
class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * i
print(list(Seq()), 9 in Seq(), 5 in Seq(), [x for x in Seq()], tuple(iter(Seq())))
class Truthy:
    def __len__(self):
        return 0
print(bool(Truthy()), not Truthy(), "yes" if Truthy() else "no")
