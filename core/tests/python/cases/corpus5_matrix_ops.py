from fractions import Fraction
def matmul(A, B):
    return [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
def transpose(M):
    return [list(r) for r in zip(*M)]
def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]
def det(M):
    M = [[Fraction(x) for x in r] for r in M]
    n, d = len(M), Fraction(1)
    for c in range(n):
        p = next((r for r in range(c, n) if M[r][c] != 0), None)
        if p is None:
            return Fraction(0)
        if p != c:
            M[c], M[p] = M[p], M[c]
            d = -d
        d *= M[c][c]
        for r in range(c + 1, n):
            f = M[r][c] / M[c][c]
            M[r] = [x - f * y for x, y in zip(M[r], M[c])]
    return d
def inverse(M):
    n = len(M)
    A = [[Fraction(x) for x in r] + [Fraction(int(i == j)) for j in range(n)] for i, r in enumerate(M)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(A[r][c]))
        if A[p][c] == 0:
            raise ValueError("matrix is singular")
        A[c], A[p] = A[p], A[c]
        pv = A[c][c]
        A[c] = [x / pv for x in A[c]]
        for r in range(n):
            if r != c:
                f = A[r][c]
                A[r] = [x - f * y for x, y in zip(A[r], A[c])]
    return [r[n:] for r in A]
def fmt(M):
    w = max(len(str(x)) for r in M for x in r)
    return "\n".join(" ".join(f"{str(x):>{w}}" for x in r) for r in M)
A = [[2, 1, 1], [1, 3, 2], [1, 0, 0]]
B = [[1, 2], [0, 1], [4, 0]]
print(fmt(matmul(A, B)))
print(transpose(B), matmul(A, identity(3)) == A, det(A), det([[1, 2], [2, 4]]), det(identity(4)))
inv = inverse(A)
print(fmt(inv))
print(matmul(A, inv) == identity(3), [[float(x) for x in r] for r in inv][0])
try:
    inverse([[1, 2], [2, 4]])
except ValueError as e:
    print(e)
def mat_pow(M, n):
    R = identity(len(M))
    while n:
        if n & 1:
            R = matmul(R, M)
        M = matmul(M, M)
        n >>= 1
    return R
print(mat_pow([[1, 1], [1, 0]], 90)[0][1])
grid = [[(r * 3 + c) % 7 for c in range(5)] for r in range(4)]
print(fmt(grid))
print([sum(r) for r in grid], [sum(c) for c in zip(*grid)], max(max(r) for r in grid), sum(map(sum, grid)))
rot = [list(r) for r in zip(*grid[::-1])]
print(rot[0], len(rot), len(rot[0]))
spiral = []
g = [row[:] for row in grid]
while g:
    spiral += g.pop(0)
    g = [list(r) for r in zip(*g)][::-1]
print(spiral)
print([[x * 2 for x in row] for row in B], [row[::-1] for row in B], [A[i][i] for i in range(3)], [A[i][2 - i] for i in range(3)])
