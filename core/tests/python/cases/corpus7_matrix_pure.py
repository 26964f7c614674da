from fractions import Fraction

class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.n = len(self.rows)
        self.m = len(self.rows[0]) if self.rows else 0
    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    def __repr__(self):
        return f"Matrix({self.rows})"
    def __str__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)
    def __eq__(self, o):
        return isinstance(o, Matrix) and self.rows == o.rows
    def __getitem__(self, ij):
        if isinstance(ij, tuple):
            i, j = ij
            if isinstance(i, slice) or isinstance(j, slice):
                rows = self.rows[i] if isinstance(i, slice) else [self.rows[i]]
                return Matrix([r[j] if isinstance(j, slice) else [r[j]] for r in rows])
            return self.rows[i][j]
        return self.rows[ij]
    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v
    def __add__(self, o):
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, o.rows)])
    def __mul__(self, k):
        return Matrix([[a * k for a in r] for r in self.rows])
    __rmul__ = __mul__
    def __matmul__(self, o):
        if self.m != o.n:
            raise ValueError(f"shape mismatch {self.n}x{self.m} @ {o.n}x{o.m}")
        cols = list(zip(*o.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __pow__(self, e):
        result, base = Matrix.identity(self.n), self
        while e:
            if e & 1:
                result = result @ base
            base = base @ base
            e >>= 1
        return result
    def T(self):
        return Matrix(zip(*self.rows))
    def det(self):
        a = [[Fraction(x) for x in r] for r in self.rows]
        n, sign, d = self.n, 1, Fraction(1)
        for c in range(n):
            p = next((r for r in range(c, n) if a[r][c] != 0), None)
            if p is None:
                return Fraction(0)
            if p != c:
                a[c], a[p] = a[p], a[c]
                sign = -sign
            d *= a[c][c]
            for r in range(c + 1, n):
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return sign * d
    def inverse(self):
        n = self.n
        a = [[Fraction(x) for x in r] + [Fraction(int(i == j)) for j in range(n)] for i, r in enumerate(self.rows)]
        for c in range(n):
            p = max(range(c, n), key=lambda r: abs(a[r][c]))
            if a[p][c] == 0:
                raise ZeroDivisionError("singular matrix")
            a[c], a[p] = a[p], a[c]
            pv = a[c][c]
            a[c] = [x / pv for x in a[c]]
            for r in range(n):
                if r != c and a[r][c]:
                    f = a[r][c]
                    a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return Matrix([r[n:] for r in a])

A = Matrix([[2, 1, 0], [1, 3, 1], [0, 1, 4]])
B = Matrix([[1, 2], [0, 1], [5, -1]])
print(A)
print(A @ B)
print((A @ B).T())
print(repr(A + A), 2 * B == B * 2)
print(A[1, 2], A[0], A[0:2, 1:])
print(A[:, 0])
print(A.det(), Matrix([[1, 2], [2, 4]]).det(), Matrix([[0, 1], [1, 0]]).det())
inv = A.inverse()
print(inv)
print(A @ inv == Matrix.identity(3), inv[0, 0], float(inv[2, 2]))
F = Matrix([[1, 1], [1, 0]])
print((F ** 10)[0, 1], (F ** 90)[0, 1])
try:
    A @ Matrix([[1, 2]])
except ValueError as e:
    print("ValueError:", e)
try:
    Matrix([[1, 2], [2, 4]]).inverse()
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
A[0, 0] = Fraction(1, 2)
print(A, A.det(), sep="\n")
rot = Matrix([[0, -1], [1, 0]])
print([rot ** k == Matrix.identity(2) for k in range(5)])
def gauss_solve(m, b):
    n = len(m)
    a = [[float(x) for x in r] + [float(v)] for r, v in zip(m, b)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            for k in range(c, n + 1):
                a[r][k] -= f * a[c][k]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (a[i][n] - sum(a[i][k] * x[k] for k in range(i + 1, n))) / a[i][i]
    return x
print(gauss_solve([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]], [8, -11, -3]))
print([round(v, 10) for v in gauss_solve([[4, -2, 1], [-2, 4, -2], [1, -2, 4]], [11, -16, 17])])
