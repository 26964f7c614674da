import math
import operator


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x=0, y=0):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"

    def __eq__(self, o):
        if isinstance(o, Vec):
            return (self.x, self.y) == (o.x, o.y)
        if isinstance(o, tuple):
            return (self.x, self.y) == o
        return NotImplemented

    def __hash__(self):
        return hash((self.x, self.y))

    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        if isinstance(o, (int, float)):
            return Vec(self.x + o, self.y + o)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)

    def __rmul__(self, k):
        return self * k

    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)

    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __pos__(self):
        return self

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __getitem__(self, i):
        return (self.x, self.y)[i]

    def __len__(self):
        return 2

    def __round__(self, n=None):
        return Vec(round(self.x, n), round(self.y, n))

    def __floor__(self):
        return Vec(math.floor(self.x), math.floor(self.y))

    def __ceil__(self):
        return Vec(math.ceil(self.x), math.ceil(self.y))

    def __lt__(self, o):
        return abs(self) < abs(o)

    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"

    def __complex__(self):
        return complex(self.x, self.y)


a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, a * 2, 2 * a, a * b, a / 2, a // 2, -a, +a, abs(a))
print(sum([a, b, Vec(1, 1)]), sum([a, b], Vec()), 1 + a, a + 0.5)
print(bool(Vec()), bool(a), list(a), a[1], a[-1], len(a), tuple(a), dict([tuple(a), tuple(b)]))
print(round(Vec(1.26, 2.71), 1), round(Vec(1.5, 2.5)), math.floor(Vec(1.5, -1.5)), math.ceil(Vec(1.5, -1.5)))
print(sorted([a, b, Vec(0, 1)]), max(a, b), min([a, b]), f"{Vec(1, 2.5):.2f}", f"{a:>3}", complex(a))
print(a == (3, 4), a == Vec(3, 4), a != b, a == "x", {a, Vec(3, 4), b} == {a, b}, {a: 1}[Vec(3, 4)])
x, y = a
print(x, y, *b)
v = Vec(1, 1)
v += Vec(2, 2)
v *= 3
print(v)
try:
    a + "s"
except TypeError as e:
    print("TypeError:", e)
try:
    a.z = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    a <= b
except TypeError as e:
    print("TypeError:", e)
print(b > a, a > b)


class Money(int):
    def __new__(cls, amount, currency="USD"):
        obj = super().__new__(cls, amount)
        obj.currency = currency
        return obj

    def __repr__(self):
        return f"Money({int(self)}, {self.currency!r})"

    def __add__(self, other):
        if isinstance(other, Money) and other.currency != self.currency:
            raise ValueError("currency mismatch")
        return Money(int(self) + int(other), self.currency)

    __radd__ = __add__


m = Money(5) + Money(7)
print(m, repr(m), m * 2, type(m * 2).__name__, 3 + Money(1, "EUR"), isinstance(m, int), m.bit_length())
try:
    Money(1, "EUR") + Money(1)
except ValueError as e:
    print("ValueError:", e)


class Index:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


lst = list(range(10))
print(lst[Index(3)], lst[Index(1):Index(4)], bin(Index(5)), hex(Index(255)), range(Index(3)), operator.index(Index(7)), "ab" * Index(2))


class Registry(dict):
    def __missing__(self, key):
        value = self[key] = f"auto-{key}"
        return value


r = Registry(a=1)
print(r["a"], r["b"], r, r.get("c"), "c" in r)


class Seq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * i


print(list(Seq()), 9 in Seq(), 5 in Seq(), [x for x in Seq() if x])


class Multiplier:
    def __init__(self, k):
        self.k = k

    def __call__(self, *args):
        return [a * self.k for a in args]


triple = Multiplier(3)
print(triple(1, 2), callable(triple), list(map(Multiplier(2), [1, 2])))


class Bag:
    def __init__(self, *items):
        self.items = list(items)

    def __contains__(self, x):
        print(f"  checking {x!r}")
        return x in self.items

    def __iter__(self):
        return iter(self.items)

    def __reversed__(self):
        return reversed(self.items)

    def __class_getitem__(cls, item):
        return f"Bag of {item.__name__}"


bag = Bag(1, 2, 3)
print(2 in bag, 5 not in bag, list(reversed(bag)), Bag[int])
print(divmod(17, 5), pow(2, 10), pow(2, 10, 1000), operator.matmul.__name__, operator.truth(a))
