"""Rational numbers of arbitrary precision (CPython 3.11's fractions).

Fraction(numerator=0, denominator=None) from ints, Fractions, floats or strings ('3/4', '-1.5e-3',
' 7 ', with `_` between digits), always kept in lowest terms with a positive denominator.
Arithmetic with int and Fraction stays exact; with a float it gives a float, as CPython's.
Hashes, reprs, str and comparisons are CPython's. Decimal is not supported (no decimal module).
"""

import math
import numbers
import operator

__all__ = ["Fraction"]

# The modulus of CPython's numeric hash (2**61 - 1 on 64-bit builds) and the hash of infinity.
_HASH_MODULUS = (1 << 61) - 1
_HASH_INF = 314159


def _is_rational(x):
    # The VM's isinstance does not consult ABC registration yet, so name int directly.
    return isinstance(x, (int, Fraction)) or isinstance(x, numbers.Rational)


def _is_real(x):
    return isinstance(x, (int, float, Fraction)) or isinstance(x, numbers.Real)


def _digits(s, i):
    """Digits with single underscores between them from s[i:]: (text without '_', next index)."""
    n = len(s)
    start = i
    while i < n and s[i].isdecimal():
        i += 1
    if i == start:
        return None, start
    while i + 1 < n and s[i] == "_" and s[i + 1].isdecimal():
        i += 1
        while i < n and s[i].isdecimal():
            i += 1
    return s[start:i].replace("_", ""), i


def _parse(text):
    """(numerator, denominator) of a Fraction literal, or None if it is not one."""
    s = text.strip()
    i = 0
    n = len(s)
    sign = 1
    if i < n and s[i] in "+-":
        sign = -1 if s[i] == "-" else 1
        i += 1
    num, i = _digits(s, i)
    if num is None and not (i + 1 < n and s[i] == "." and s[i + 1].isdecimal()):
        return None
    numerator = int(num) if num else 0
    denominator = 1
    if i < n and s[i] == "/":
        if num is None:
            return None
        den, i = _digits(s, i + 1)
        if den is None:
            return None
        denominator = int(den)
    else:
        if i < n and s[i] == ".":
            dec, i = _digits(s, i + 1)
            if dec:
                scale = 10 ** len(dec)
                numerator = numerator * scale + int(dec)
                denominator *= scale
        if i < n and s[i] in "eE":
            j = i + 1
            esign = 1
            if j < n and s[j] in "+-":
                esign = -1 if s[j] == "-" else 1
                j += 1
            exp, i = _digits(s, j)
            if exp is None:
                return None
            exp = esign * int(exp)
            if exp >= 0:
                numerator *= 10 ** exp
            else:
                denominator *= 10 ** -exp
    if i != n:
        return None
    return sign * numerator, denominator


def _is_decimal(x):
    """A decimal.Decimal, without importing decimal for programs that never use it."""
    return any(K.__name__ == "Decimal" and K.__module__ == "decimal"
               for K in getattr(type(x), "__mro__", ()))


class Fraction(numbers.Rational):
    """A rational number: Fraction(3, 4), Fraction('3/4'), Fraction(0.75), Fraction(other)."""

    __slots__ = ("_numerator", "_denominator")

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            elif _is_rational(numerator):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            elif isinstance(numerator, float) or _is_decimal(numerator):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            elif isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError("Invalid literal for Fraction: %r" % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int and type(denominator) is int:
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            numerator, denominator = (
                numerator.numerator * denominator.denominator,
                denominator.numerator * numerator.denominator,
            )
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % numerator)
        if _normalize:
            g = math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of the float f (an int is accepted too)."""
        if isinstance(f, int):
            return cls(f)
        elif not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)"
                            % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of a Decimal (an int is accepted too)."""
        from decimal import Decimal
        if isinstance(dec, int):
            dec = Decimal(int(dec))
        elif not isinstance(dec, Decimal):
            raise TypeError("%s.from_decimal() only takes Decimals, not %r (%s)"
                            % (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction to self whose denominator is at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # Walk the continued fraction's convergents until the next denominator is too big,
        # then pick the closer of the last convergent and the best semiconvergent.
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1, _normalize=False)
        return Fraction(p0 + k * p1, q0 + k * q1, _normalize=False)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return "%s(%s, %s)" % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    # No __format__: 3.11's Fraction uses object's (only '' accepted), as `F.__format__ is
    # object.__format__` shows.

    # Arithmetic: exact with int and Fraction, float (or complex) arithmetic otherwise.

    def _forward(a, b, op, fallback):
        if isinstance(b, (int, Fraction)):
            return op(a, b)
        if isinstance(b, float):
            return fallback(float(a), b)
        if type(b).__name__ == "complex":
            return fallback(complex(a), b)
        return NotImplemented

    def _reverse(b, a, op, fallback):
        if _is_rational(a):
            return op(Fraction(a), b)
        if _is_real(a):
            return fallback(float(a), float(b))
        if type(a).__name__ == "complex":
            return fallback(complex(a), complex(b))
        return NotImplemented

    # The operations' a is a Fraction and b an int or a Fraction (_forward and _reverse see to
    # it): their slots are read directly, not through the numerator/denominator properties.

    def _add(a, b):
        na, da = a._numerator, a._denominator
        if isinstance(b, Fraction):
            nb, db = b._numerator, b._denominator
        else:
            nb, db = b.numerator, b.denominator
        return Fraction(na * db + nb * da, da * db)

    def _sub(a, b):
        na, da = a._numerator, a._denominator
        if isinstance(b, Fraction):
            nb, db = b._numerator, b._denominator
        else:
            nb, db = b.numerator, b.denominator
        return Fraction(na * db - nb * da, da * db)

    def _mul(a, b):
        if isinstance(b, Fraction):
            return Fraction(a._numerator * b._numerator, a._denominator * b._denominator)
        return Fraction(a._numerator * b.numerator, a._denominator * b.denominator)

    def _div(a, b):
        na, da = a._numerator, a._denominator
        if isinstance(b, Fraction):
            nb, db = b._numerator, b._denominator
        else:
            nb, db = b.numerator, b.denominator
        if nb == 0:
            # CPython names the numerator left after cancelling common factors.
            g1 = math.gcd(na, nb)
            g2 = math.gcd(db, da)
            raise ZeroDivisionError("Fraction(%s, 0)" % ((na // g1) * (db // g2)))
        return Fraction(na * db, da * nb)

    def _floordiv(a, b):
        return (a.numerator * b.denominator) // (a.denominator * b.numerator)

    def _divmod(a, b):
        da, db = a.denominator, b.denominator
        div, n_mod = divmod(a.numerator * db, da * b.numerator)
        return div, Fraction(n_mod, da * db)

    def _mod(a, b):
        da, db = a.denominator, b.denominator
        return Fraction((a.numerator * db) % (b.numerator * da), da * db)

    def __add__(a, b):
        return a._forward(b, Fraction._add, operator.add)

    def __radd__(b, a):
        return b._reverse(a, Fraction._add, operator.add)

    def __sub__(a, b):
        return a._forward(b, Fraction._sub, operator.sub)

    def __rsub__(b, a):
        return b._reverse(a, Fraction._sub, operator.sub)

    def __mul__(a, b):
        return a._forward(b, Fraction._mul, operator.mul)

    def __rmul__(b, a):
        return b._reverse(a, Fraction._mul, operator.mul)

    def __truediv__(a, b):
        return a._forward(b, Fraction._div, operator.truediv)

    def __rtruediv__(b, a):
        return b._reverse(a, Fraction._div, operator.truediv)

    def __floordiv__(a, b):
        return a._forward(b, Fraction._floordiv, operator.floordiv)

    def __rfloordiv__(b, a):
        return b._reverse(a, Fraction._floordiv, operator.floordiv)

    def __divmod__(a, b):
        return a._forward(b, Fraction._divmod, divmod)

    def __rdivmod__(b, a):
        return b._reverse(a, Fraction._divmod, divmod)

    def __mod__(a, b):
        return a._forward(b, Fraction._mod, operator.mod)

    def __rmod__(b, a):
        return b._reverse(a, Fraction._mod, operator.mod)

    def __pow__(a, b):
        """a ** b: exact when b is an integer (or an integral Fraction), else a float."""
        if _is_rational(b):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction(a._numerator ** power, a._denominator ** power,
                                    _normalize=False)
                elif a._numerator >= 0:
                    return Fraction(a._denominator ** -power, a._numerator ** -power,
                                    _normalize=False)
                else:
                    return Fraction((-a._denominator) ** -power, (-a._numerator) ** -power,
                                    _normalize=False)
            else:
                return float(a) ** float(b)
        else:
            return float(a) ** b

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if _is_rational(a):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self): the nearest int, halves to even; round(self, n): a Fraction."""
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            elif remainder * 2 > self._denominator:
                return floor + 1
            elif floor % 2 == 0:
                return floor
            else:
                return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(self):
        return self._numerator / self._denominator

    def __hash__(self):
        # CPython's numeric hash: numerator * inverse(denominator) modulo 2**61 - 1, so a
        # Fraction equal to an int or a float hashes as it does.
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if _is_rational(b):
            return a._numerator == b.numerator and a._denominator == b.denominator
        if type(b).__name__ == "complex" and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, Fraction):
            return op(self._numerator * other._denominator, self._denominator * other._numerator)
        if _is_rational(other):
            return op(self._numerator * other.denominator, self._denominator * other.numerator)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, operator.lt)

    def __gt__(a, b):
        return a._richcmp(b, operator.gt)

    def __le__(a, b):
        return a._richcmp(b, operator.le)

    def __ge__(a, b):
        return a._richcmp(b, operator.ge)

    def __bool__(a):
        return bool(a._numerator)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)
