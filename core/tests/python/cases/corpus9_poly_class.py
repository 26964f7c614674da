from fractions import Fraction
from itertools import zip_longest


class Poly:
    __slots__ = ("c",)

    def __init__(self, coeffs=()):
        c = list(coeffs)
        while c and c[-1] == 0:
            c.pop()
        self.c = tuple(c)

    @classmethod
    def x(cls):
        return cls([0, 1])

    def degree(self):
        return len(self.c) - 1

    def __call__(self, v):
        acc = 0
        for a in reversed(self.c):
            acc = acc * v + a
        return acc

    def _coerce(self, o):
        return o if isinstance(o, Poly) else Poly([o])

    def __add__(self, o):
        o = self._coerce(o)
        return Poly(a + b for a, b in zip_longest(self.c, o.c, fillvalue=0))

    __radd__ = __add__

    def __neg__(self):
        return Poly(-a for a in self.c)

    def __sub__(self, o):
        return self + (-self._coerce(o))

    def __rsub__(self, o):
        return self._coerce(o) - self

    def __mul__(self, o):
        o = self._coerce(o)
        if not self.c or not o.c:
            return Poly()
        out = [0] * (len(self.c) + len(o.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(o.c):
                out[i + j] += a * b
        return Poly(out)

    __rmul__ = __mul__

    def __pow__(self, n):
        r = Poly([1])
        for _ in range(n):
            r = r * self
        return r

    def __divmod__(self, o):
        o = self._coerce(o)
        if not o.c:
            raise ZeroDivisionError("polynomial division by zero")
        q = [Fraction(0)] * max(len(self.c) - len(o.c) + 1, 1)
        r = [Fraction(a) for a in self.c]
        while len(r) >= len(o.c) and any(r):
            shift = len(r) - len(o.c)
            f = r[-1] / Fraction(o.c[-1])
            q[shift] = f
            for i, b in enumerate(o.c):
                r[shift + i] -= f * b
            while r and r[-1] == 0:
                r.pop()
        return Poly(q), Poly(r)

    def __floordiv__(self, o):
        return divmod(self, o)[0]

    def __mod__(self, o):
        return divmod(self, o)[1]

    def __eq__(self, o):
        return self.c == self._coerce(o).c

    def __hash__(self):
        return hash(self.c)

    def __bool__(self):
        return bool(self.c)

    def __len__(self):
        return len(self.c)

    def __iter__(self):
        return iter(self.c)

    def __getitem__(self, i):
        return self.c[i] if i < len(self.c) else 0

    def derivative(self):
        return Poly(i * a for i, a in enumerate(self.c) if i)

    def __repr__(self):
        return f"Poly({list(self.c)})"

    def __str__(self):
        if not self.c:
            return "0"
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a == 0:
                continue
            sign = "-" if a < 0 else "+"
            mag = abs(a)
            coef = "" if mag == 1 and i else str(mag)
            var = "" if i == 0 else "x" if i == 1 else f"x^{i}"
            terms.append((sign, coef + var))
        s = ("-" if terms[0][0] == "-" else "") + terms[0][1]
        return s + "".join(f" {sg} {t}" for sg, t in terms[1:])


x = Poly.x()
p = (x - 1) * (x + 2) * (x - Fraction(1, 2))
print(p, "|", repr(p), p.degree(), p(3), p(Fraction(1, 2)), [p(v) for v in range(-3, 3)])
print((x + 1) ** 5)
q, r = divmod(x ** 3 - 2 * x + 5, x - 2)
print(q, "rem", r, q * (x - 2) + r == x ** 3 - 2 * x + 5)
print((x ** 4 - 1) // (x ** 2 + 1), (x ** 4 - 1) % (x - 1), bool(Poly([0, 0])), len(x ** 7), list(x ** 2 + 3))
print(p.derivative(), (3 - x) * 2, 1 + x * 0, str(Poly()), -(x ** 2) + 4, x ** 2 - x ** 2 == 0)
print(Poly([1, 2]) == Poly([1, 2, 0]), {Poly([1, 2]), Poly([1, 2, 0, 0])}, (x ** 3)[3], (x ** 3)[10])


def newton(poly, guess, steps=8):
    d = poly.derivative()
    for _ in range(steps):
        guess = guess - poly(guess) / d(guess)
    return guess


print(f"{newton(x ** 2 - 2, 1.0):.15f}", newton(x ** 2 - 2, Fraction(1), 4), float(newton(x ** 3 - x - 1, Fraction(3, 2), 3)))


def lagrange(points):
    total = Poly()
    for i, (xi, yi) in enumerate(points):
        term = Poly([yi])
        for j, (xj, _) in enumerate(points):
            if j != i:
                term = term * (x - xj) * Fraction(1, xi - xj)
        total = total + term
    return total


L = lagrange([(0, 1), (1, 3), (2, 7), (3, 13)])
print(L, [L(k) for k in range(6)])
try:
    divmod(x, Poly())
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    x.c = (1,)
    print(x)
    x.extra = 1
except AttributeError as e:
    print("AttributeError:", e)
