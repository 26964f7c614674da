"""A Money type that joins the numeric tower: numbers ABCs, rounding protocols, math functions, operator fallbacks."""
import math
import numbers
from fractions import Fraction
from decimal import Decimal
from functools import total_ordering


@total_ordering
class Money(numbers.Real):
    __slots__ = ("cents",)

    def __init__(self, amount):
        if isinstance(amount, Money):
            self.cents = amount.cents
        elif isinstance(amount, str):
            self.cents = round(Decimal(amount) * 100)
        elif isinstance(amount, numbers.Real):
            self.cents = round(Fraction(amount) * 100)
        else:
            raise TypeError(f"cannot make Money from {type(amount).__name__}")

    @classmethod
    def _wrap(cls, cents):
        m = cls.__new__(cls)
        m.cents = cents
        return m

    def __repr__(self):
        return f"Money('{self}')"

    def __str__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}{abs(self.cents) // 100}.{abs(self.cents) % 100:02d}"

    def __float__(self):
        return self.cents / 100

    def _coerce(self, other):
        if isinstance(other, Money):
            return other.cents
        if isinstance(other, (int, Fraction, Decimal)):
            return round(Fraction(other) * 100)
        return None

    def __add__(self, other):
        c = self._coerce(other)
        return NotImplemented if c is None else Money._wrap(self.cents + c)

    __radd__ = __add__

    def __sub__(self, other):
        c = self._coerce(other)
        return NotImplemented if c is None else Money._wrap(self.cents - c)

    def __rsub__(self, other):
        c = self._coerce(other)
        return NotImplemented if c is None else Money._wrap(c - self.cents)

    def __mul__(self, k):
        if isinstance(k, (int, Fraction)):
            return Money._wrap(round(self.cents * Fraction(k)))
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, Money):
            return Fraction(self.cents, other.cents)
        if isinstance(other, int):
            return Money._wrap(round(Fraction(self.cents, other)))
        return NotImplemented

    def __rtruediv__(self, other):
        return NotImplemented

    def __floordiv__(self, other):
        return self.cents // other.cents if isinstance(other, Money) else NotImplemented

    def __rfloordiv__(self, other):
        return NotImplemented

    def __mod__(self, other):
        return Money._wrap(self.cents % other.cents) if isinstance(other, Money) else NotImplemented

    def __rmod__(self, other):
        return NotImplemented

    def __pow__(self, e):
        raise TypeError("money cannot be raised to a power")

    def __rpow__(self, b):
        return NotImplemented

    def __neg__(self):
        return Money._wrap(-self.cents)

    def __pos__(self):
        return self

    def __abs__(self):
        return Money._wrap(abs(self.cents))

    def __trunc__(self):
        return int(self.cents / 100)

    def __floor__(self):
        return self.cents // 100

    def __ceil__(self):
        return -(-self.cents // 100)

    def __round__(self, ndigits=None):
        if ndigits is None:
            return round(Fraction(self.cents, 100))
        return Money._wrap(int(round(Fraction(self.cents, 100), ndigits) * 100))

    def __eq__(self, other):
        c = self._coerce(other)
        return NotImplemented if c is None else self.cents == c

    def __lt__(self, other):
        c = self._coerce(other)
        return NotImplemented if c is None else self.cents < c

    def __le__(self, other):
        c = self._coerce(other)
        return NotImplemented if c is None else self.cents <= c

    def __hash__(self):
        return hash(Fraction(self.cents, 100))


prices = [Money("19.99"), Money(5), Money(Fraction(7, 4)), Money("0.015"), Money(2.675)]
print(prices, sum(prices, Money(0)), max(prices), sorted(prices)[0], Money("10") == 10, Money("0.5") == Fraction(1, 2))
a, b = Money("10.50"), Money("3.20")
print(a + b, a - b, 3 * a, a * Fraction(1, 3), a / b, a // b, a % b, -a, abs(-a), a / 4, 100 - b, 1 + a)
print(math.floor(a), math.ceil(a), math.trunc(-a), round(a), round(Money("2.50")), round(a, 0), float(a), int(a), math.isclose(a, 10.5))
print(isinstance(a, numbers.Real), isinstance(a, numbers.Number), isinstance(a, numbers.Rational), isinstance(1, numbers.Integral), isinstance(1.5, numbers.Rational))
print(isinstance(Fraction(1, 2), numbers.Rational), isinstance(Decimal(1), numbers.Real), isinstance(Decimal(1), numbers.Number), isinstance(1j, numbers.Complex), issubclass(bool, numbers.Integral))
print(a > b, a >= Money("10.5"), b <= 3, hash(Money("0.5")) == hash(0.5), {Money(1): "one"}[Money("1.00")], complex(a), a.real, a.imag, a.conjugate())
for bad in [lambda: a + 1.5, lambda: a * b, lambda: a ** 2, lambda: 2 / a, lambda: Money([1]), lambda: a < "x", lambda: numbers.Real()]:
    try:
        print(bad())
    except TypeError as e:
        print("TypeError", e)
