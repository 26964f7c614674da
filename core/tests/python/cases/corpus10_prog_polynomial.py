from fractions import Fraction
from itertools import zip_longest


class Poly:
    __slots__ = ("coeffs",)

    def __init__(self, coeffs=(0,)):
        cs = list(coeffs)
        while len(cs) > 1 and cs[-1] == 0:
            cs.pop()
        self.coeffs = tuple(cs) or (0,)

    @classmethod
    def x(cls):
        return cls((0, 1))

    @property
    def degree(self):
        return -1 if self.coeffs == (0,) else len(self.coeffs) - 1

    def __call__(self, x):
        result = 0
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def __add__(self, other):
        other = self._coerce(other)
        if other is NotImplemented:
            return NotImplemented
        return Poly(a + b for a, b in zip_longest(self.coeffs, other.coeffs, fillvalue=0))

    __radd__ = __add__

    def __neg__(self):
        return Poly(-c for c in self.coeffs)

    def __sub__(self, other):
        return self + (-self._coerce(other))

    def __rsub__(self, other):
        return self._coerce(other) - self

    def __mul__(self, other):
        other = self._coerce(other)
        if other is NotImplemented:
            return NotImplemented
        out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Poly(out)

    __rmul__ = __mul__

    def __pow__(self, n):
        if not isinstance(n, int) or n < 0:
            raise ValueError("only non-negative integer powers")
        result = Poly((1,))
        for _ in range(n):
            result = result * self
        return result

    def __divmod__(self, other):
        other = self._coerce(other)
        if other.degree < 0:
            raise ZeroDivisionError("polynomial division by zero")
        rem = [Fraction(c) for c in self.coeffs]
        quot = [Fraction(0)] * max(len(rem) - len(other.coeffs) + 1, 1)
        lead = Fraction(other.coeffs[-1])
        while len(rem) >= len(other.coeffs) and any(rem):
            shift = len(rem) - len(other.coeffs)
            factor = rem[-1] / lead
            quot[shift] = factor
            for i, c in enumerate(other.coeffs):
                rem[shift + i] -= factor * c
            rem.pop()
        return Poly(quot), Poly(rem or [0])

    def __floordiv__(self, other):
        return divmod(self, other)[0]

    def __mod__(self, other):
        return divmod(self, other)[1]

    def __eq__(self, other):
        other = self._coerce(other)
        return other is not NotImplemented and self.coeffs == other.coeffs

    def __hash__(self):
        return hash(self.coeffs)

    @staticmethod
    def _coerce(v):
        if isinstance(v, Poly):
            return v
        if isinstance(v, (int, float, Fraction)):
            return Poly((v,))
        return NotImplemented

    def derivative(self):
        return Poly(i * c for i, c in enumerate(self.coeffs) if i) if self.degree > 0 else Poly()

    def integral(self, c=0):
        return Poly([c] + [Fraction(a, i + 1) for i, a in enumerate(self.coeffs)])

    def __repr__(self):
        if self.degree < 0:
            return "0"
        terms = []
        for i in range(len(self.coeffs) - 1, -1, -1):
            c = self.coeffs[i]
            if c == 0:
                continue
            sign = "-" if c < 0 else "+"
            mag = abs(c)
            body = "" if (mag == 1 and i) else str(mag)
            var = "" if i == 0 else "x" if i == 1 else f"x^{i}"
            terms.append((sign, body + var))
        first_sign, first = terms[0]
        s = ("-" if first_sign == "-" else "") + first
        for sign, t in terms[1:]:
            s += f" {sign} {t}"
        return s


def gcd(a, b):
    while b.degree >= 0:
        a, b = b, a % b
    lead = a.coeffs[-1]
    return Poly(Fraction(c) / lead for c in a.coeffs)


def newton(p, x0, steps=20):
    d = p.derivative()
    x = x0
    for _ in range(steps):
        x = x - p(x) / d(x)
    return x


x = Poly.x()
p = (x - 1) * (x + 2) * (x - 3)
q = x ** 2 - 1
print(p, "|", q, "|", p.degree, q.degree, Poly(), Poly().degree)
print(p + q, "|", p - q, "|", 2 * q, "|", q * 2 + 1, "|", 1 - q, "|", -q)
print(p(0), p(1), p(4), [q(v) for v in range(-2, 3)], p(Fraction(1, 2)), q(0.5))
print(divmod(p, q), p // (x - 1), p % (x - 1), (x ** 3 - 1) // (x - 1))
print(p.derivative(), p.derivative().derivative(), p.integral(), Poly((5,)).derivative())
print(gcd(p, q), gcd(x ** 2 + 2 * x + 1, x ** 2 - 1), gcd(x ** 2 + 1, x - 1))
print(round(newton(x ** 2 - 2, 1.0), 12), round(newton(p, 10.0), 9), round(newton(x ** 3 - 2 * x - 5, 2.0), 10))
print((x + 1) ** 5, (x - 1) ** 0, Poly((0, 0, 0)), p == p * 1, q == x * x - 1, x == 0, Poly((3,)) == 3, len({x + 1, 1 + x}))
try:
    p // Poly()
except ZeroDivisionError as e:
    print(e)
try:
    x ** -1
except ValueError as e:
    print(e)
try:
    p + "x"
except TypeError as e:
    print("TypeError", e)
print(Poly([Fraction(1, 2), Fraction(-3, 4)]), Poly([0.5, 1.5]), Poly([-1, 0, -1]), Poly([0, -1]))
