from fractions import Fraction
def mat(rows):
    return [list(r) for r in rows]
def mmul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(a):
    return [list(r) for r in zip(*a)]
def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]
def show(m, w=6):
    for r in m:
        print(" ".join(f"{str(x):>{w}}" for x in r))
def det(m):
    m = [[Fraction(x) for x in r] for r in m]
    n, d = len(m), Fraction(1)
    for c in range(n):
        p = next((r for r in range(c, n) if m[r][c] != 0), None)
        if p is None:
            return Fraction(0)
        if p != c:
            m[c], m[p] = m[p], m[c]
            d = -d
        d *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            m[r] = [a - f * b for a, b in zip(m[r], m[c])]
    return d
def inverse(m):
    n = len(m)
    aug = [[Fraction(x) for x in r] + [Fraction(v) for v in e] for r, e in zip(m, identity(n))]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(aug[r][c]))
        if aug[p][c] == 0:
            raise ValueError("singular matrix")
        aug[c], aug[p] = aug[p], aug[c]
        pv = aug[c][c]
        aug[c] = [x / pv for x in aug[c]]
        for r in range(n):
            if r != c:
                f = aug[r][c]
                aug[r] = [a - f * b for a, b in zip(aug[r], aug[c])]
    return [r[n:] for r in aug]
A = mat([[2, 1, 1], [1, 3, 2], [1, 0, 0]])
B = mat([[1, 2], [0, 1], [4, 0]])
show(mmul(A, B))
show(transpose(B))
print(det(A), det([[1, 2], [2, 4]]), det(identity(4)))
inv = inverse(A)
show(inv, 8)
print(mmul(A, inv) == identity(3))
try:
    inverse([[1, 2], [2, 4]])
except ValueError as e:
    print("ValueError:", e)
grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
bad = [[0] * 3] * 3
bad[1][1] = 5
print(grid, bad)
m = [[r * 4 + c for c in range(4)] for r in range(4)]
print([row[::-1] for row in m][0], [list(r) for r in zip(*m[::-1])][0], [m[i][i] for i in range(4)], [m[i][3 - i] for i in range(4)])
print(sum(map(sum, m)), max(max(r) for r in m), [sum(col) for col in zip(*m)])
flat = [x for row in m for x in row if x % 3 == 0]
print(flat, [flat[i:i + 2] for i in range(0, len(flat), 2)])
def spiral(m):
    out = []
    while m:
        out += m.pop(0)
        m = [list(r) for r in zip(*m)][::-1]
    return out
print(spiral([r[:] for r in m]))
def matpow(a, n):
    r = identity(len(a))
    while n:
        if n & 1:
            r = mmul(r, a)
        a = mmul(a, a)
        n >>= 1
    return r
print(matpow([[1, 1], [1, 0]], 90)[0][1])
a = list(range(10))
a[2:5] = ["x"]
a[::3] = [0] * len(a[::3])
del a[-2:]
print(a, a[100:], a[-100:2])
try:
    a[::2] = [1]
except ValueError as e:
    print("ValueError:", e)
