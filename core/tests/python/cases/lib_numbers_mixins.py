# numbers: the mixin methods' answers, the abstract ones reached through super(), names.
import numbers


class Whole(numbers.Integral):
    def __init__(self, v): self.v = v
    def __int__(self): return self.v
    def __repr__(self): return "Whole(%d)" % self.v
    def __pos__(self): return Whole(self.v)
    def __neg__(self): return Whole(-self.v)
    def __add__(self, o): return Whole(self.v + int(o))
    def __radd__(self, o): return Whole(int(o) + self.v)
    def __eq__(self, o): return int(self) == int(o)
    def __floordiv__(self, o): return Whole(self.v // int(o))
    def __rfloordiv__(self, o): return Whole(int(o) // self.v)
    def __mod__(self, o): return Whole(self.v % int(o))
    def __rmod__(self, o): return Whole(int(o) % self.v)
    def __lt__(self, o): return self.v < int(o)
    def __le__(self, o): return self.v <= int(o)
    def __abs__(self): return super().__abs__()
    def __mul__(self, o): return super().__mul__(o)
    def __complex__(self): return super().__complex__()
    __rmul__ = __truediv__ = __rtruediv__ = __rpow__ = __mul__
    def __pow__(self, e, m=None): return super().__pow__(e, m)
    __lshift__ = __rlshift__ = __rshift__ = __rrshift__ = __and__ = __rand__ = __mul__
    __xor__ = __rxor__ = __or__ = __ror__ = __mul__
    def __invert__(self): return super().__invert__()
    def __trunc__(self): return super().__trunc__()
    __floor__ = __ceil__ = __trunc__
    def __round__(self, nd=None): return super().__round__(nd)
    __hash__ = None


w = Whole(7)
print(w - 2, 10 - w, divmod(w, 3), divmod(20, w), bool(w), bool(Whole(0)))
print(w.real, w.imag, w.conjugate(), w.numerator, w.denominator, float(w), w.__index__())
print(numbers.Real.__complex__(w), numbers.Rational.__float__(w), [1, 2, 3, 4, 5, 6, 7, 8][w])
print(numbers.Complex.__complex__(w), numbers.Complex.__bool__(w))
for f in [abs, lambda x: x * 2, lambda x: x ** 2, lambda x: pow(x, 2, 5), lambda x: ~x,
          lambda x: x.__trunc__(), lambda x: round(x, 1), lambda x: x << 1]:
    try:
        print(f(w))
    except NotImplementedError as e:
        print("NotImplementedError", repr(e))
for cls in (numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    for name in ("__add__", "__sub__", "__float__", "real", "__index__", "__pow__"):
        m = cls.__dict__.get(name)
        if isinstance(m, property):
            m = m.fget
        print(cls.__name__, name, None if m is None else (m.__qualname__,
              getattr(m, "__isabstractmethod__", False)))
print(numbers.Real.__doc__ is not None, numbers.Integral.__module__, numbers.Integral.__slots__)
print(issubclass(bool, numbers.Integral), issubclass(float, numbers.Rational),
      issubclass(complex, numbers.Real), issubclass(int, numbers.Complex))
