class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        self.rows = [list(r) for r in rows]

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def shape(self):
        return len(self.rows), len(self.rows[0])

    def __repr__(self):
        return f"Matrix({self.rows!r})"

    def __str__(self):
        w = max(len(str(x)) for r in self.rows for x in r)
        return "\n".join(" ".join(str(x).rjust(w) for x in r) for r in self.rows)

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __add__(self, other):
        if self.shape != other.shape:
            raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def __matmul__(self, other):
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ValueError("cannot multiply")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __mul__(self, k):
        return Matrix([[k * x for x in r] for r in self.rows])
    __rmul__ = __mul__

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def T(self):
        return Matrix(list(map(list, zip(*self.rows))))

a = Matrix([[1, 2], [3, 4]])
b = Matrix([[5, 6], [7, 8]])
print(a + b)
print(a @ b)
print(repr(2 * a))
print(a.T())
print(a @ Matrix.identity(2) == a)
print(a[1, 0], a.shape)
try:
    a + Matrix([[1, 2, 3]])
except ValueError as e:
    print("err", e)
try:
    Matrix([[1], [2, 3]])
except ValueError as e:
    print("err", e)
try:
    a @ Matrix([[1, 2, 3]])
except ValueError as e:
    print("err", e)
print(Matrix([[1.5, -2], [10, 0]]))
try:
    a[5, 5]
except IndexError as e:
    print(type(e).__name__, e)
print(a == [[1, 2], [3, 4]], a != b)
try:
    a - b
except TypeError as e:
    print(e)
