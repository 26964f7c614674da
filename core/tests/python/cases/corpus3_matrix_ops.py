from fractions import Fraction

def mat_mul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]

def identity(n):
    return [[int(i == j) for j in range(n)] for i in range(n)]

def mat_pow(m, e):
    r = identity(len(m))
    while e:
        if e & 1:
            r = mat_mul(r, m)
        m = mat_mul(m, m)
        e >>= 1
    return r

def det(m):
    m = [[Fraction(x) for x in row] for row in m]
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

def show(m):
    w = max(len(str(x)) for row in m for x in row)
    for row in m:
        print(" ".join(str(x).rjust(w) for x in row))

fibm = mat_pow([[1, 1], [1, 0]], 90)
print(fibm[0][1])
show(mat_mul([[1, 2, 3], [4, 5, 6]], [[7, 8], [9, 10], [11, 12]]))
print(det([[2, -3, 1], [2, 0, -1], [1, 4, 5]]))
print(det([[1, 2], [2, 4]]), det([[Fraction(1, 2), 3], [1, Fraction(1, 3)]]))
t = list(map(list, zip(*[[1, 2, 3], [4, 5, 6]])))
show(t)
h = [[Fraction(1, i + j + 1) for j in range(3)] for i in range(3)]
show(h)
print(det(h))
