# A small immutable Matrix class with the arithmetic dunders, reflected ops and in-place fallbacks.
from fractions import Fraction
from numbers import Number
import operator

class Matrix:
    __slots__ = ("rows", "shape")

    def __init__(self, rows):
        rows = [list(r) for r in rows]
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("ragged or empty matrix")
        object.__setattr__(self, "rows", tuple(tuple(r) for r in rows))
        object.__setattr__(self, "shape", (len(rows), len(rows[0])))

    def __setattr__(self, name, value):
        raise AttributeError(f"Matrix is immutable (tried to set {name!r})")

    @classmethod
    def identity(cls, n):
        return cls([[int(i == j) for j in range(n)] for i in range(n)])

    def __repr__(self):
        return f"Matrix({[list(r) for r in self.rows]})"

    def __str__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)

    def __eq__(self, other):
        if not isinstance(other, Matrix):
            return NotImplemented
        return self.rows == other.rows

    def __hash__(self):
        return hash(self.rows)

    def _elementwise(self, other, op):
        if isinstance(other, Matrix):
            if other.shape != self.shape:
                raise ValueError(f"shape mismatch {self.shape} vs {other.shape}")
            return Matrix([[op(a, b) for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])
        if isinstance(other, Number):
            return Matrix([[op(a, other) for a in r] for r in self.rows])
        return NotImplemented

    def __add__(self, other): return self._elementwise(other, operator.add)
    def __sub__(self, other): return self._elementwise(other, operator.sub)
    def __mul__(self, other): return self._elementwise(other, operator.mul)
    __radd__ = __add__
    __rmul__ = __mul__

    def __rsub__(self, other):
        return (-self) + other

    def __neg__(self):
        return self * -1

    def __matmul__(self, other):
        if not isinstance(other, Matrix):
            return NotImplemented
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
        cols = list(zip(*other.rows))
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

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __iter__(self):
        return iter(self.rows)

    def transpose(self):
        return Matrix(zip(*self.rows))

fib = Matrix([[1, 1], [1, 0]])
print(fib ** 10)
print(repr(fib ** 30), (fib ** 90)[0, 1])
m = Matrix([[Fraction(1, 2), 2], [3, Fraction(-1, 3)]])
print(m + 1)
print(1 - m)
print(2 * m == m + m, m * 0.5)
print(m @ Matrix.identity(2) == m, hash(m) == hash(Matrix(m)), len({m, Matrix(m), fib}))
a = Matrix([[1, 2, 3], [4, 5, 6]])
print(a.transpose(), a @ a.transpose(), sep="\n")
acc = Matrix.identity(2)
acc += fib       # falls back to __add__
acc *= 3         # falls back to __mul__
print(acc, acc is fib)
for bad in [lambda: a @ a, lambda: a + fib, lambda: a @ 3, lambda: a + "x", lambda: Matrix([[1], [2, 3]])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    a.rows = ()
except AttributeError as e:
    print(e)
print(sorted([fib, a.transpose() @ a, m], key=lambda x: x.shape), list(a)[1], max(a, key=sum))
