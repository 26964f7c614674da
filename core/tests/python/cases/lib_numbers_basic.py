# numbers: the numeric tower's ABCs, their abstract methods and mixins, and Fraction's place in it.
import numbers
from fractions import Fraction

print(numbers.__all__)
for name in numbers.__all__:
    cls = getattr(numbers, name)
    print(cls, [c.__name__ for c in cls.__mro__], sorted(cls.__abstractmethods__))
print(issubclass(numbers.Integral, numbers.Rational), issubclass(numbers.Real, numbers.Integral))
print(issubclass(Fraction, numbers.Rational), issubclass(Fraction, numbers.Complex))
print(isinstance(Fraction(1, 2), numbers.Number), isinstance("x", numbers.Number))
print(numbers.Number.__hash__, numbers.Complex.__hash__)
for cls in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    try:
        cls()
        print("made", cls.__name__)
    except TypeError as e:
        print(e)


class Half(numbers.Rational):
    """A user Rational with just what is abstract."""

    def __init__(self, n):
        self.n = n
    numerator = property(lambda self: self.n)
    denominator = property(lambda self: 2)
    def __abs__(self): return Half(abs(self.n))
    def __add__(self, o): return NotImplemented
    def __radd__(self, o): return NotImplemented
    def __ceil__(self): return -(-self.n // 2)
    def __eq__(self, o): return isinstance(o, Half) and o.n == self.n
    __hash__ = None
    def __floor__(self): return self.n // 2
    def __floordiv__(self, o): return NotImplemented
    def __rfloordiv__(self, o): return NotImplemented
    def __le__(self, o): return self.n <= o.n
    def __lt__(self, o): return self.n < o.n
    def __mod__(self, o): return NotImplemented
    def __rmod__(self, o): return NotImplemented
    def __mul__(self, o): return NotImplemented
    def __rmul__(self, o): return NotImplemented
    def __neg__(self): return Half(-self.n)
    def __pos__(self): return Half(self.n)
    def __pow__(self, o): return NotImplemented
    def __rpow__(self, o): return NotImplemented
    def __round__(self, nd=None): return round(self.n / 2)
    def __truediv__(self, o): return NotImplemented
    def __rtruediv__(self, o): return NotImplemented
    def __trunc__(self): return int(self.n / 2)
    def __repr__(self): return "Half(%d)" % self.n


h = Half(3)
print(h, float(h), h.real, h.imag, h.conjugate(), isinstance(h, numbers.Real), Fraction(h))
print(Fraction(1, 2) + Fraction(h), Fraction(h) == 1.5, -h, h.__sub__.__name__, bool(h), bool(Half(0)))


class Partial(numbers.Real):
    def __float__(self): return 1.0


try:
    Partial()
except TypeError as e:
    print(e)
