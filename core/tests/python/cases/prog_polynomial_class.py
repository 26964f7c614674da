from fractions import Fraction
from itertools import zip_longest


class Poly:
    def __init__(self, coeffs):
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.c = c or [0]

    @classmethod
    def x(cls):
        return cls([0, 1])

    @property
    def degree(self):
        return -1 if self.c == [0] else len(self.c) - 1

    def __repr__(self):
        return f"Poly({self.c})"

    def __str__(self):
        if self.degree < 0:
            return "0"
        parts = []
        for power in range(len(self.c) - 1, -1, -1):
            a = self.c[power]
            if a == 0:
                continue
            sign = "-" if a < 0 else "+"
            mag = abs(a)
            coef = "" if mag == 1 and power else str(mag)
            var = "" if power == 0 else "x" if power == 1 else f"x^{power}"
            parts.append((sign, f"{coef}{var}"))
        first_sign, first = parts[0]
        out = ("-" if first_sign == "-" else "") + first
        for sign, term in parts[1:]:
            out += f" {sign} {term}"
        return out

    def __eq__(self, other):
        if isinstance(other, (int, Fraction)):
            other = Poly([other])
        return isinstance(other, Poly) and self.c == other.c

    def __hash__(self):
        return hash(tuple(self.c))

    def __add__(self, other):
        if isinstance(other, (int, Fraction)):
            other = Poly([other])
        return Poly(a + b for a, b in zip_longest(self.c, other.c, fillvalue=0))

    __radd__ = __add__

    def __neg__(self):
        return Poly(-a for a in self.c)

    def __sub__(self, other):
        return self + (-other)

    def __rsub__(self, other):
        return (-self) + other

    def __mul__(self, other):
        if isinstance(other, (int, Fraction)):
            return Poly(a * other for a in self.c)
        out = [0] * (len(self.c) + len(other.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(other.c):
                out[i + j] += a * b
        return Poly(out)

    __rmul__ = __mul__

    def __pow__(self, n):
        result = Poly([1])
        for _ in range(n):
            result = result * self
        return result

    def __call__(self, x):
        acc = 0
        for a in reversed(self.c):
            acc = acc * x + a
        return acc

    def __divmod__(self, other):
        if other.degree < 0:
            raise ZeroDivisionError("polynomial division by zero")
        rem = [Fraction(a) for a in self.c]
        q = [Fraction(0)] * max(1, len(rem) - len(other.c) + 1)
        lead = Fraction(other.c[-1])
        while len(rem) >= len(other.c) and any(rem):
            shift = len(rem) - len(other.c)
            factor = rem[-1] / lead
            q[shift] = factor
            for i, b in enumerate(other.c):
                rem[i + shift] -= factor * b
            rem.pop()
        return Poly(q), Poly(rem)

    def __floordiv__(self, other):
        return divmod(self, other)[0]

    def __mod__(self, other):
        return divmod(self, other)[1]

    def derivative(self):
        return Poly(i * a for i, a in enumerate(self.c) if i) if len(self.c) > 1 else Poly([0])

    def integral(self):
        return Poly([0] + [Fraction(a, i + 1) for i, a in enumerate(self.c)])

    def roots_newton(self, guess, steps=50):
        d = self.derivative()
        x = guess
        for _ in range(steps):
            dx = d(x)
            if dx == 0:
                break
            x = x - self(x) / dx
        return x


x = Poly.x()
p = (x - 1) * (x + 2) * (x - 3)
print(p, "|", repr(p), "| degree", p.degree)
print(p(0), p(1), p(4), [p(v) for v in range(-3, 5)])
print(p.derivative(), "|", p.integral(), "|", p.integral().derivative() == p)
q, r = divmod(p, x - 1)
print(q, "|", r, "|", q * (x - 1) + r == p)
q2, r2 = divmod(x ** 3 + 2 * x + 5, 2 * x ** 2 - 1)
print(q2, "|", r2)
print((x + 1) ** 5)
print(1 - x, 3 * x, x * x - x, -(x ** 2) + 0, Poly([0]), Poly([0, 0, 0]).degree, Poly([5]))
print(round(p.roots_newton(10.0), 10), round(p.roots_newton(-10.0), 10), round(p.roots_newton(0.2), 10))
print(Poly([Fraction(1, 2), Fraction(-3, 4)]), (x ** 2 + 1) % (x + 1), (x ** 4 - 1) // (x ** 2 + 1))
print({Poly([1, 2]): "a"}[Poly([1, 2, 0])], Poly([3]) == 3, x == Poly([0, 1]))
try:
    divmod(x, Poly([0]))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
cheb = [Poly([1]), x]
for _ in range(5):
    cheb.append(2 * x * cheb[-1] - cheb[-2])
for i, t in enumerate(cheb):
    print(f"T{i}(x) = {t}")
