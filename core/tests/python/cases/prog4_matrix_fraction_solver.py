# exact linear algebra with Fractions: gaussian elimination, determinant, inverse
from fractions import Fraction as F
from functools import reduce
import operator
class Matrix:
    def __init__(self, rows):
        self.rows = [[F(x) for x in r] for r in rows]
        self.n, self.m = len(self.rows), len(self.rows[0])
    def __repr__(self):
        cells = [[str(x) for x in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[" + " ".join(c.rjust(w) for c in r) + "]" for r in cells)
    def __matmul__(self, o):
        return Matrix([[sum((a * b for a, b in zip(r, c)), F(0)) for c in zip(*o.rows)] for r in self.rows])
    def __eq__(self, o): return self.rows == o.rows
    @classmethod
    def identity(cls, n): return cls([[int(i == j) for j in range(n)] for i in range(n)])
    def det(self):
        a = [r[:] for r in self.rows]; d = F(1)
        for c in range(self.n):
            p = next((r for r in range(c, self.n) if a[r][c] != 0), None)
            if p is None: return F(0)
            if p != c:
                a[c], a[p] = a[p], a[c]; d = -d
            d *= a[c][c]
            for r in range(c + 1, self.n):
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return d
    def inverse(self):
        n = self.n
        a = [r[:] + [F(int(i == j)) for j in range(n)] for i, r in enumerate(self.rows)]
        for c in range(n):
            p = max(range(c, n), key=lambda r: abs(a[r][c]))
            if a[p][c] == 0: raise ZeroDivisionError("matrix is singular")
            a[c], a[p] = a[p], a[c]
            piv = a[c][c]; a[c] = [x / piv for x in a[c]]
            for r in range(n):
                if r != c and a[r][c]:
                    f = a[r][c]; a[r] = [x - f * y for x, y in zip(a[r], a[c])]
        return Matrix([r[n:] for r in a])
A = Matrix([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]])
print(A); print("det", A.det())
Ai = A.inverse(); print(Ai)
print(A @ Ai == Matrix.identity(3), Ai @ A == Matrix.identity(3))
b = [8, -11, -3]
x = [sum((Ai.rows[i][j] * b[j] for j in range(3)), F(0)) for i in range(3)]
print("solution", x, [str(v) for v in x])
H = Matrix([[F(1, i + j + 1) for j in range(4)] for i in range(4)])
print(H.det(), H.inverse().rows[0], float(H.det()))
try:
    Matrix([[1, 2], [2, 4]]).inverse()
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(reduce(operator.add, [F(1, 2 ** k) for k in range(1, 11)]), sum(F(1, k * (k + 1)) for k in range(1, 50)))
print(Matrix([[F(1, 3), 0.5], [2, "3/4"]]), Matrix([[1, 2]]) @ Matrix([[3], [4]]))
