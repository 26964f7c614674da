from fractions import Fraction
from functools import total_ordering
import itertools


class Matrix:
    def __init__(self, rows):
        rows = [list(r) for r in rows]
        if len({len(r) for r in rows}) > 1:
            raise ValueError("ragged rows")
        self.rows = rows

    @classmethod
    def identity(cls, n):
        return cls([[Fraction(int(i == j)) for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return (len(self.rows), len(self.rows[0]) if self.rows else 0)

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    __hash__ = None

    def __add__(self, other):
        if self.shape != other.shape:
            return NotImplemented
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def __neg__(self):
        return Matrix([[-a for a in r] for r in self.rows])

    def __sub__(self, other):
        return self + (-other)

    def __mul__(self, other):
        if isinstance(other, (int, Fraction)):
            return Matrix([[a * other for a in r] for r in self.rows])
        return NotImplemented

    __rmul__ = __mul__

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"shape mismatch {self.shape} @ {other.shape}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __pow__(self, k):
        result = Matrix.identity(self.shape[0])
        base = self
        while k:
            if k & 1:
                result = result @ base
            base = base @ base
            k >>= 1
        return result

    def transpose(self):
        return Matrix(zip(*self.rows))

    def det(self):
        n = self.shape[0]
        a = [[Fraction(x) for x in r] for r in self.rows]
        d = Fraction(1)
        for c in range(n):
            piv = next((r for r in range(c, n) if a[r][c] != 0), None)
            if piv is None:
                return Fraction(0)
            if piv != c:
                a[c], a[piv] = a[piv], a[c]
                d = -d
            d *= a[c][c]
            for r in range(c + 1, n):
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return d

    def inverse(self):
        n = self.shape[0]
        a = [[Fraction(x) for x in r] + [Fraction(int(i == j)) for j in range(n)] for i, r in enumerate(self.rows)]
        for c in range(n):
            piv = max(range(c, n), key=lambda r: abs(a[r][c]))
            if a[piv][c] == 0:
                raise ZeroDivisionError("matrix is singular")
            a[c], a[piv] = a[piv], a[c]
            p = a[c][c]
            a[c] = [x / p for x in a[c]]
            for r in range(n):
                if r != c and a[r][c]:
                    f = a[r][c]
                    a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return Matrix([r[n:] for r in a])

    def __repr__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)


A = Matrix([[2, 1, 1], [1, 3, 2], [1, 0, 0]])
print(A.shape, A[1, 2], A.det())
Ainv = A.inverse()
print(Ainv)
print(A @ Ainv == Matrix.identity(3))
F = Matrix([[1, 1], [1, 0]])
print((F ** 90)[0, 1])
print(3 * F - F * Fraction(1, 2))
print(F.transpose() == F, Matrix([[1, 2, 3]]).transpose())
for bad in (lambda: Matrix([[1, 2], [3]]), lambda: F @ A, lambda: Matrix([[1, 2], [2, 4]]).inverse(), lambda: F + A, lambda: {F}):
    try:
        bad()
    except (ValueError, ZeroDivisionError, TypeError) as e:
        print(type(e).__name__, e)


@total_ordering
class Money:
    def __init__(self, amount):
        self.amount = Fraction(amount).limit_denominator(100)

    def __eq__(self, other):
        return self.amount == Money(other).amount if not isinstance(other, Money) else self.amount == other.amount

    def __lt__(self, other):
        return self.amount < (other.amount if isinstance(other, Money) else Fraction(other))

    def __hash__(self):
        return hash(self.amount)

    def __repr__(self):
        return f"Money({float(self.amount):.2f})"


ms = [Money("3.10"), Money(1), Money(Fraction(7, 2)), Money("0.333"), Money(1.0)]
print(sorted(ms), max(ms), Money(2) >= 2, Money(2) <= Money("1.99"), len(set(ms)))
print(Fraction(3, 4) ** 2, Fraction(-7, 3) // 2, Fraction(-7, 3) % 2, round(Fraction(5, 2)), round(Fraction(7, 3), 2))
print(Fraction("1.25e-2"), Fraction(0.1).limit_denominator(1000), float(Fraction(1, 3)), Fraction(1, 3) + 0.5)
print(sum(Fraction(1, n) for n in range(1, 11)), Fraction(355, 113).as_integer_ratio())
print(list(itertools.accumulate([Fraction(1, 2 ** k) for k in range(6)])))
