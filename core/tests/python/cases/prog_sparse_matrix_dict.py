from collections import defaultdict
from numbers import Number


class Sparse:
    def __init__(self, rows, cols, data=None):
        self.shape = (rows, cols)
        self.data = {k: v for k, v in (data or {}).items() if v}

    @classmethod
    def from_dense(cls, dense):
        return cls(len(dense), len(dense[0]), {(i, j): v for i, r in enumerate(dense) for j, v in enumerate(r)})

    def __getitem__(self, ij):
        return self.data.get(ij, 0)

    def __setitem__(self, ij, v):
        i, j = ij
        if not (0 <= i < self.shape[0] and 0 <= j < self.shape[1]):
            raise IndexError(f"index {ij} out of range for shape {self.shape}")
        if v:
            self.data[ij] = v
        else:
            self.data.pop(ij, None)

    def __add__(self, o):
        if self.shape != o.shape:
            raise ValueError("shape mismatch")
        out = dict(self.data)
        for k, v in o.data.items():
            out[k] = out.get(k, 0) + v
        return Sparse(*self.shape, out)

    def __mul__(self, o):
        if isinstance(o, Number):
            return Sparse(*self.shape, {k: v * o for k, v in self.data.items()})
        if self.shape[1] != o.shape[0]:
            raise ValueError(f"cannot multiply {self.shape} by {o.shape}")
        by_row = defaultdict(list)
        for (k, j), v in o.data.items():
            by_row[k].append((j, v))
        out = defaultdict(int)
        for (i, k), a in self.data.items():
            for j, b in by_row.get(k, ()):
                out[i, j] += a * b
        return Sparse(self.shape[0], o.shape[1], out)

    __rmul__ = __mul__

    def T(self):
        return Sparse(self.shape[1], self.shape[0], {(j, i): v for (i, j), v in self.data.items()})

    def density(self):
        return len(self.data) / (self.shape[0] * self.shape[1])

    def __eq__(self, o):
        return isinstance(o, Sparse) and self.shape == o.shape and self.data == o.data

    def __str__(self):
        return "\n".join(" ".join(f"{self[i, j]:3}" for j in range(self.shape[1])) for i in range(self.shape[0]))

    def __repr__(self):
        return f"Sparse({self.shape[0]}x{self.shape[1]}, nnz={len(self.data)})"


A = Sparse.from_dense([[1, 0, 0, 2], [0, 0, 3, 0], [0, 4, 0, 0]])
B = Sparse.from_dense([[0, 1], [1, 0], [0, 0], [5, 0]])
print(A, "\n", repr(A), A.density())
print(A * B)
print(A.T())
print((A + A) == A * 2, 3 * A == A * 3, A.T().T() == A)
A[1, 2] = 0
A[0, 1] = 9
print(sorted(A.data.items()), repr(A))
for bad in [lambda: A + B, lambda: B * B, lambda: A.__setitem__((5, 5), 1)]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
n = 50
I = Sparse(n, n, {(i, i): 1 for i in range(n)})
P = Sparse(n, n, {(i, (i + 1) % n): 1 for i in range(n)})
R = I
for _ in range(n):
    R = R * P
print(R == I, repr(P * P), (P * P)[0, 2], I.density())
