# operator overloading for a polynomial with reflected ops, __bool__, __hash__, __call__, __iter__, __getitem__
from fractions import Fraction
from itertools import zip_longest
class Poly:
    def __init__(self, *coeffs):
        c = list(coeffs)
        while c and c[-1] == 0:
            c.pop()
        self.c = tuple(c)
    @classmethod
    def x(cls): return cls(0, 1)
    def __repr__(self): return f"Poly{self.c}"
    def __str__(self):
        if not self.c: return "0"
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a == 0: continue
            sign = "-" if a < 0 else "+"
            a = abs(a)
            body = ("" if a == 1 and i else str(a)) + ("x" if i else "") + (f"^{i}" if i > 1 else "")
            terms.append((sign, body))
        s = ("-" if terms[0][0] == "-" else "") + terms[0][1]
        for sign, body in terms[1:]:
            s += f" {sign} {body}"
        return s
    def __len__(self): return len(self.c)
    def __bool__(self): return bool(self.c)
    def __iter__(self): return iter(self.c)
    def __getitem__(self, i): return self.c[i] if i < len(self.c) else 0
    def __eq__(self, o):
        if isinstance(o, (int, Fraction)): o = Poly(o)
        return isinstance(o, Poly) and self.c == o.c
    def __hash__(self): return hash(self.c)
    def _coerce(self, o):
        if isinstance(o, Poly): return o
        if isinstance(o, (int, Fraction)): return Poly(o)
        return None
    def __add__(self, o):
        o = self._coerce(o)
        if o is None: return NotImplemented
        return Poly(*(a + b for a, b in zip_longest(self.c, o.c, fillvalue=0)))
    __radd__ = __add__
    def __neg__(self): return Poly(*(-a for a in self.c))
    def __sub__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is None else self + (-o)
    def __rsub__(self, o):
        o = self._coerce(o)
        return NotImplemented if o is None else o + (-self)
    def __mul__(self, o):
        o = self._coerce(o)
        if o is None: return NotImplemented
        out = [0] * (len(self.c) + len(o.c) - 1) if self.c and o.c else []
        for i, a in enumerate(self.c):
            for j, b in enumerate(o.c):
                out[i + j] += a * b
        return Poly(*out)
    __rmul__ = __mul__
    def __pow__(self, n):
        r = Poly(1)
        for _ in range(n): r = r * self
        return r
    def __call__(self, v):
        acc = 0
        for a in reversed(self.c):
            acc = acc * v + a
        return acc
    def __divmod__(self, d):
        q = [Fraction(0)] * max(len(self.c) - len(d.c) + 1, 1)
        r = list(map(Fraction, self.c))
        while len(r) >= len(d.c) and any(r):
            k = len(r) - len(d.c)
            f = r[-1] / d.c[-1]
            q[k] = f
            for i, b in enumerate(d.c):
                r[i + k] -= f * b
            while r and r[-1] == 0: r.pop()
        return Poly(*q), Poly(*r)
    def __floordiv__(self, d): return divmod(self, d)[0]
    def __mod__(self, d): return divmod(self, d)[1]
    def deriv(self): return Poly(*(i * a for i, a in enumerate(self.c) if i))

x = Poly.x()
p = 3 * x ** 2 - 2 * x + 1
q = 1 - x
print(p, "|", q, "|", p + q, "|", p * q, "|", -p, "|", 5 - p, "|", p - 5)
print(repr(p), p(2), p(Fraction(1, 2)), [p(v) for v in range(-2, 3)], list(p), len(p), p[1], p[10])
print(bool(Poly()), bool(p), Poly(0, 0) == 0, p == Poly(1, -2, 3), {p: 1}[Poly(1, -2, 3)], (x + 1) ** 5)
qq, rr = divmod(x ** 3 - 1, x - 1)
print(qq, "|", rr, "|", (x ** 2 + 1) // (x + 1), "|", (x ** 2 + 1) % (x + 1), "|", p.deriv(), "|", (x ** 4).deriv().deriv())
for bad in (lambda: p + "s", lambda: p * 1.5, lambda: "s" - p, lambda: p < q):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print(sum([x, x ** 2, Poly(1)]), sum([x, 2 * x], start=Poly(5)), sorted([x ** 2, x, Poly(3)], key=len), max([p, q], key=lambda t: t(3)))
print(str(Poly(0, -1)), str(Poly(-1, 0, 1)), str(Poly(0, 0, -3)), str(Poly(Fraction(1, 2), 1)))
