from fractions import Fraction
from itertools import zip_longest

class Poly:
    def __init__(self, coeffs):
        c = list(coeffs)
        while c and c[-1] == 0:
            c.pop()
        self.c = c
    @classmethod
    def x(cls):
        return cls([0, 1])
    def degree(self):
        return len(self.c) - 1
    def __call__(self, v):
        r = 0
        for a in reversed(self.c):
            r = r * v + a
        return r
    def __add__(self, o):
        o = o if isinstance(o, Poly) else Poly([o])
        return Poly(a + b for a, b in zip_longest(self.c, o.c, fillvalue=0))
    __radd__ = __add__
    def __neg__(self):
        return Poly(-a for a in self.c)
    def __sub__(self, o):
        return self + (-(o if isinstance(o, Poly) else Poly([o])))
    def __rsub__(self, o):
        return -self + o
    def __mul__(self, o):
        o = o if isinstance(o, Poly) else Poly([o])
        out = [0] * (len(self.c) + len(o.c) - 1 if self.c and o.c else 0)
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
    def __divmod__(self, d):
        q = [Fraction(0)] * max(len(self.c) - len(d.c) + 1, 1)
        r = [Fraction(a) for a in self.c]
        while len(r) >= len(d.c) and any(r):
            k = len(r) - len(d.c)
            f = r[-1] / d.c[-1]
            q[k] = f
            for i, b in enumerate(d.c):
                r[i + k] -= f * b
            while r and r[-1] == 0:
                r.pop()
        return Poly(q), Poly(r)
    def __eq__(self, o):
        return isinstance(o, Poly) and self.c == o.c
    def deriv(self):
        return Poly(i * a for i, a in enumerate(self.c) if i)
    def __repr__(self):
        if not self.c:
            return "0"
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a == 0:
                continue
            sign = "-" if a < 0 else "+"
            a = abs(a)
            coef = "" if a == 1 and i else str(a)
            var = "" if i == 0 else "x" if i == 1 else f"x^{i}"
            terms.append((sign, coef + var))
        s = "".join(f" {sg} {t}" for sg, t in terms).strip()
        return s[2:] if s.startswith("+ ") else "-" + s[2:]

x = Poly.x()
p = 3 * x ** 3 - 2 * x + 5
q = x ** 2 - 1
print(p, "|", q, "|", p + q, "|", p - q, "|", q - p, "|", 2 - q)
print(p * q, "|", (x + 1) ** 5, "|", p.deriv(), "|", p.deriv().deriv().deriv().deriv())
print(p(2), q(Fraction(1, 2)), [(x ** 2 - 4)(v) for v in range(-3, 4)], p.degree(), Poly([]).degree())
qq, rr = divmod(p, q)
print(qq, "|", rr, "|", qq * q + rr == Poly([Fraction(c) for c in p.c]))
print(divmod((x + 1) ** 3, x + 1))
def newton(f, guess, n=6):
    d = f.deriv()
    for _ in range(n):
        guess = guess - f(guess) / d(guess)
    return guess
print(newton(x ** 2 - 2, 1.0), newton(x ** 3 - x - 1, 1.5), newton(x ** 2 - 2, Fraction(1), 4))
cheb = [Poly([1]), x]
for _ in range(6):
    cheb.append(2 * x * cheb[-1] - cheb[-2])
for i, c in enumerate(cheb):
    print(f"T{i} = {c}")
print(Poly([0, 0, 0]), Poly([-1]), Poly([0, -1]), -x ** 2, x - x)
