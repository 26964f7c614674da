from fractions import Fraction
class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and equal length")
        self.rows = [list(r) for r in rows]
    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])
    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])
    def __repr__(self):
        return f"Matrix({self.rows})"
    def __str__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)
    def __eq__(self, o):
        return isinstance(o, Matrix) and self.rows == o.rows
    def __add__(self, o):
        if self.shape != o.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {o.shape}")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, o.rows)])
    def __mul__(self, k):
        if isinstance(k, Matrix):
            return NotImplemented
        return Matrix([[x * k for x in r] for r in self.rows])
    __rmul__ = __mul__
    def __matmul__(self, o):
        n, m = self.shape
        m2, p = o.shape
        if m != m2:
            raise ValueError(f"cannot multiply {self.shape} by {o.shape}")
        cols = list(zip(*o.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __pow__(self, n):
        result = Matrix.identity(self.shape[0])
        base = self
        while n:
            if n & 1:
                result = result @ base
            base = base @ base
            n >>= 1
        return result
    def T(self):
        return Matrix([list(c) for c in zip(*self.rows)])
    def det(self):
        n = self.shape[0]
        m = [[Fraction(x) for x in r] for r in self.rows]
        d = Fraction(1)
        for i in range(n):
            piv = next((r for r in range(i, n) if m[r][i] != 0), None)
            if piv is None:
                return Fraction(0)
            if piv != i:
                m[i], m[piv] = m[piv], m[i]
                d = -d
            d *= m[i][i]
            for r in range(i + 1, n):
                f = m[r][i] / m[i][i]
                m[r] = [a - f * b for a, b in zip(m[r], m[i])]
        return d
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
A = Matrix([[1, 2], [3, 4]])
B = Matrix([[0, 1], [1, 0]])
print(A + B, A @ B, 2 * A, A * Fraction(1, 2), sep="\n")
print(repr(A.T()), A.shape, A[1, 0], A == Matrix([[1, 2], [3, 4]]), A.det(), Matrix([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det())
F = Matrix([[1, 1], [1, 0]])
print((F ** 30)[0, 1], F ** 0 == Matrix.identity(2))
for bad in [lambda: A + Matrix([[1, 2, 3]]), lambda: A @ Matrix([[1, 2, 3]]), lambda: Matrix([[1], [1, 2]]), lambda: A * A]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(Matrix([[Fraction(1, 3), 2], [0.5, -1]]))
