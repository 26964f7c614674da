from fractions import Fraction
from numbers import Number


class Matrix:
    def __init__(self, rows):
        rows = [list(r) for r in rows]
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        self.rows = rows

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __repr__(self):
        return f"Matrix({self.rows!r})"

    def __str__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __setitem__(self, idx, value):
        i, j = idx
        self.rows[i][j] = value

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def __neg__(self):
        return self * -1

    def __sub__(self, other):
        return self + (-other)

    def __mul__(self, other):
        if isinstance(other, Number):
            return Matrix([[x * other for x in r] for r in self.rows])
        return NotImplemented

    __rmul__ = __mul__

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
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
        n, m = self.shape
        if n != m:
            raise ValueError("det of non-square matrix")
        a = [[Fraction(x) for x in r] for r in self.rows]
        d = Fraction(1)
        for c in range(n):
            pivot = next((r for r in range(c, n) if a[r][c] != 0), None)
            if pivot is None:
                return Fraction(0)
            if pivot != c:
                a[c], a[pivot] = a[pivot], a[c]
                d = -d
            d *= a[c][c]
            for r in range(c + 1, n):
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return d

    def __iter__(self):
        return iter(self.rows)

    def __len__(self):
        return len(self.rows)


A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A)
print(repr(A + B))
print(A - B)
print(2 * A == A * 2, A * 2)
print(A @ B)
print(A.transpose())
print(A.det(), Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det())
fib = Matrix([[1, 1], [1, 0]]) ** 30
print("fib(30) =", fib[0, 1])
print(Matrix([[1, 1], [1, 0]]) ** 90)
M = Matrix.identity(3)
M[1, 2] = Fraction(1, 3)
print(M, M.shape, len(M), list(M)[1])
for bad in [lambda: A + Matrix.identity(3), lambda: A @ Matrix([[1, 2, 3]]),
            lambda: Matrix([[1], [1, 2]]), lambda: A * "x", lambda: Matrix([[1, 2]]).det()]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(A * Fraction(1, 2))
print(A * 0.5)
