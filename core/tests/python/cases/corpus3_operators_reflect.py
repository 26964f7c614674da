class Money:
    def __init__(self, cents, cur="USD"):
        self.cents, self.cur = cents, cur
    def _check(self, o):
        if isinstance(o, Money) and o.cur != self.cur:
            raise ValueError(f"currency mismatch: {self.cur} vs {o.cur}")
    def __add__(self, o):
        if isinstance(o, Money):
            self._check(o)
            return Money(self.cents + o.cents, self.cur)
        if isinstance(o, int):
            return Money(self.cents + o, self.cur)
        return NotImplemented
    def __radd__(self, o):
        if o == 0:
            return self
        return self.__add__(o)
    def __iadd__(self, o):
        print("  (in-place)")
        r = self + o
        self.cents = r.cents
        return self
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Money(round(self.cents * k), self.cur)
        return NotImplemented
    __rmul__ = __mul__
    def __truediv__(self, k):
        return Money(self.cents // k, self.cur)
    def __floordiv__(self, o):
        return self.cents // o.cents
    def __mod__(self, o):
        return Money(self.cents % o.cents, self.cur)
    def __eq__(self, o):
        return isinstance(o, Money) and (self.cents, self.cur) == (o.cents, o.cur)
    def __lt__(self, o):
        return self.cents < o.cents
    def __le__(self, o):
        return self.cents <= o.cents
    def __hash__(self):
        return hash((self.cents, self.cur))
    def __repr__(self):
        return f"{self.cur} {self.cents / 100:,.2f}"
    def __bool__(self):
        return self.cents != 0
    def __neg__(self):
        return Money(-self.cents, self.cur)
    def __pos__(self):
        return self
    def __abs__(self):
        return Money(abs(self.cents), self.cur)
    def __round__(self, n=None):
        return Money(round(self.cents, -2), self.cur)

a, b = Money(1050), Money(299)
print(a + b, a + 1, 1 + a, a * 3, 0.5 * a, a / 3, a // b, a % b, -a, abs(-a), round(Money(1234)))
print(sum([a, b, Money(1)]), a > b, a >= b, b <= a, a == Money(1050), a != b, bool(Money(0)))
c = a
c += b
print(c, a, c is a)
try:
    a + Money(5, "EUR")
except ValueError as e:
    print("ValueError:", e)
try:
    a + "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "x" * a
except TypeError as e:
    print("TypeError:", e)
try:
    a @ b
except TypeError as e:
    print("TypeError:", e)
try:
    a < 5
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
print(sorted([Money(5), Money(1), Money(3)]), max(Money(5), Money(9)), {a, Money(1349)} == {Money(1349)})
class Rev:
    def __rsub__(self, o):
        return f"rsub({o!r})"
    def __rpow__(self, o):
        return f"rpow({o!r})"
    def __rlshift__(self, o):
        return f"rlshift({o!r})"
print(5 - Rev(), 2 ** Rev(), [1] << Rev() if False else 1 << Rev())
