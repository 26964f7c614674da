# matrix class with dunder operators, fractions, and error messages
from fractions import Fraction as F
from numbers import Number

class Matrix:
    __slots__ = ("rows", "n", "m")
    def __init__(self, rows):
        rows = [list(r) for r in rows]
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        self.rows, self.n, self.m = rows, len(rows), len(rows[0])
    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    def __repr__(self):
        return f"Matrix({self.rows!r})"
    def __str__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)
    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows
    __hash__ = None
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
    def __add__(self, o):
        if not isinstance(o, Matrix): return NotImplemented
        if (self.n, self.m) != (o.n, o.m):
            raise ValueError(f"shape mismatch {self.n}x{self.m} vs {o.n}x{o.m}")
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, o.rows)])
    def __mul__(self, k):
        if isinstance(k, Number):
            return Matrix([[a * k for a in r] for r in self.rows])
        return NotImplemented
    __rmul__ = __mul__
    def __matmul__(self, o):
        if self.m != o.n:
            raise ValueError("inner dimensions differ")
        cols = list(zip(*o.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __pow__(self, k):
        r = Matrix.identity(self.n)
        b = self
        while k:
            if k & 1: r = r @ b
            b = b @ b
            k >>= 1
        return r
    def __neg__(self):
        return -1 * self
    def __sub__(self, o):
        return self + (-o)
    def T(self):
        return Matrix(zip(*self.rows))
    def det(self):
        a = [[F(x) for x in r] for r in self.rows]
        n, d = self.n, F(1)
        for c in range(n):
            p = next((r for r in range(c, n) if a[r][c] != 0), None)
            if p is None: return F(0)
            if p != c:
                a[c], a[p] = a[p], a[c]; d = -d
            d *= a[c][c]
            for r in range(c + 1, n):
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return d

A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A + B, A @ B, sep="\n")
print(repr(2 * A), A * F(1, 2))
print(A ** 5)
print((A - A) == Matrix([[0, 0], [0, 0]]), A == [[1, 2], [3, 4]], A != B)
fib = Matrix([[1, 1], [1, 0]]) ** 90
print(fib[0, 1])
print(A.T(), Matrix([[2, -1, 0], [-1, 2, -1], [0, -1, 2]]).det(), Matrix([[1, 2], [2, 4]]).det())
print(Matrix([[F(1, 3), F(1, 2)], [F(2, 5), 7]]).det())
for bad in (lambda: A + Matrix([[1]]), lambda: A + 1, lambda: Matrix([[1], [1, 2]]),
            lambda: A @ Matrix([[1, 2, 3]]), lambda: {A: 1}, lambda: A.rows2, lambda: setattr(A, "x", 1),
            lambda: "s" * A):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
