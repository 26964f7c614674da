from fractions import Fraction
from numbers import Number
import itertools


class Matrix:
    def __init__(self, rows):
        rows = [list(r) for r in rows]
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        self.rows = rows

    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])

    @classmethod
    def zeros(cls, r, c):
        return cls([[0] * c for _ in range(r)])

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __repr__(self):
        return f"Matrix({self.rows!r})"

    def __str__(self):
        cells = [[str(x) for x in row] for row in self.rows]
        width = max(len(c) for row in cells for c in row)
        return "\n".join("[" + " ".join(c.rjust(width) for c in row) + "]" for row in cells)

    def __getitem__(self, idx):
        if isinstance(idx, tuple):
            r, c = idx
            return self.rows[r][c]
        return self.rows[idx]

    def __setitem__(self, idx, value):
        r, c = idx
        self.rows[r][c] = value

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __iter__(self):
        return iter(self.rows)

    def _elementwise(self, other, op):
        if isinstance(other, Number):
            return Matrix([[op(a, other) for a in row] for row in self.rows])
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        return Matrix([[op(a, b) for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __add__(self, other):
        return self._elementwise(other, lambda a, b: a + b)

    __radd__ = __add__

    def __sub__(self, other):
        return self._elementwise(other, lambda a, b: a - b)

    def __rsub__(self, other):
        return self._elementwise(other, lambda a, b: b - a)

    def __mul__(self, other):
        if isinstance(other, Number):
            return self._elementwise(other, lambda a, b: a * b)
        return NotImplemented

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1

    def __matmul__(self, other):
        (n, m), (m2, p) = self.shape, other.shape
        if m != m2:
            raise ValueError(f"cannot multiply {n}x{m} by {m2}x{p}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __pow__(self, k):
        if k < 0:
            return self.inverse() ** -k
        result = Matrix.identity(self.shape[0])
        base = self
        while k:
            if k & 1:
                result = result @ base
            base = base @ base
            k >>= 1
        return result

    def __iadd__(self, other):
        self.rows = (self + other).rows
        return self

    @property
    def T(self):
        return Matrix(zip(*self.rows))

    def determinant(self):
        n, m = self.shape
        if n != m:
            raise ValueError("determinant of non-square matrix")
        a = [[Fraction(x) for x in row] for row in self.rows]
        det = Fraction(1)
        for col in range(n):
            pivot = next((r for r in range(col, n) if a[r][col] != 0), None)
            if pivot is None:
                return Fraction(0)
            if pivot != col:
                a[col], a[pivot] = a[pivot], a[col]
                det = -det
            det *= a[col][col]
            for r in range(col + 1, n):
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
        return det

    def inverse(self):
        n = self.shape[0]
        if self.determinant() == 0:
            raise ZeroDivisionError("matrix is singular")
        aug = [[Fraction(x) for x in row] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(self.rows)]
        for col in range(n):
            pivot = next(r for r in range(col, n) if aug[r][col] != 0)
            aug[col], aug[pivot] = aug[pivot], aug[col]
            pv = aug[col][col]
            aug[col] = [x / pv for x in aug[col]]
            for r in range(n):
                if r != col and aug[r][col]:
                    f = aug[r][col]
                    aug[r] = [x - f * y for x, y in zip(aug[r], aug[col])]
        return Matrix([row[n:] for row in aug])


A = Matrix([[2, 1], [7, 4]])
B = Matrix([[1, 2], [3, 4]])
print(A)
print(repr(A + B), repr(A - 1), repr(10 - A), repr(3 * A), repr(-B))
print(A @ B)
print((A @ B).T, A.shape, Matrix([[1, 2, 3]]).T.shape)
print(A.determinant(), B.determinant(), Matrix.identity(3).determinant())
inv = A.inverse()
print(inv, inv @ A == Matrix.identity(2), type(inv[0, 0]).__name__)
print(B.inverse())
print(B ** 5, B ** -1 == B.inverse(), B ** 0)
F = Matrix([[1, 1], [1, 0]])
print([(F ** k)[0, 1] for k in range(1, 15)], (F ** 90)[0, 1])
C = Matrix([[1, 2], [2, 4]])
try:
    C.inverse()
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    A @ Matrix([[1, 2, 3]])
except ValueError as e:
    print("ValueError:", e)
try:
    Matrix([[1], [2, 3]])
except ValueError as e:
    print("ValueError:", e)
try:
    A * B
except TypeError as e:
    print("TypeError:", e)
M = Matrix.zeros(3, 3)
for i, j in itertools.product(range(3), repeat=2):
    M[i, j] = (i + 1) * (j + 2) % 5
print(M, M.determinant(), sep="\n")
alias = M
M += Matrix.identity(3)
print(alias is M, M[1], [row[0] for row in M], sum(map(sum, M)))
H = Matrix([[Fraction(1, i + j + 1) for j in range(3)] for i in range(3)])
print(H.determinant(), H.inverse())
