from functools import lru_cache, cache
def lcs(a, b):
    m, n = len(a), len(b)
    t = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m):
        for j in range(n):
            t[i + 1][j + 1] = t[i][j] + 1 if a[i] == b[j] else max(t[i][j + 1], t[i + 1][j])
    out = []
    i, j = m, n
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1]); i -= 1; j -= 1
        elif t[i - 1][j] >= t[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))
print(lcs("AGGTAB", "GXTXAYB"), lcs("abcdef", "acf"))
def edit(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print(edit("kitten", "sitting"), edit("", "abc"), edit("flaw", "lawn"))
def knapsack(items, cap):
    best = [0] * (cap + 1)
    for w, v in items:
        for c in range(cap, w - 1, -1):
            best[c] = max(best[c], best[c - w] + v)
    return best[cap]
print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7))
@lru_cache(maxsize=None)
def coins(n, k=0, denoms=(1, 5, 10, 25)):
    if n == 0:
        return 1
    if n < 0 or k == len(denoms):
        return 0
    return coins(n - denoms[k], k, denoms) + coins(n, k + 1, denoms)
print(coins(100), coins.cache_info().hits > 0)
@cache
def stairs(n):
    return 1 if n <= 1 else stairs(n - 1) + stairs(n - 2)
print(stairs(90))
def lis(xs):
    import bisect
    tails = []
    for x in xs:
        i = bisect.bisect_left(tails, x)
        tails[i:i + 1] = [x]
    return len(tails)
print(lis([10, 9, 2, 5, 3, 7, 101, 18]), lis([]))
def max_sub(xs):
    best = cur = xs[0]
    for x in xs[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    return best
print(max_sub([-2, 1, -3, 4, -1, 2, 1, -5, 4]))
def partitions(n):
    p = [1] + [0] * n
    for k in range(1, n + 1):
        for i in range(k, n + 1):
            p[i] += p[i - k]
    return p[n]
print([partitions(i) for i in range(10)], partitions(200))
grid = ["..#.", "....", ".#..", "...."]
paths = [[0] * 4 for _ in range(4)]
for r in range(4):
    for c in range(4):
        if grid[r][c] == "#":
            continue
        paths[r][c] = 1 if r == c == 0 else (paths[r - 1][c] if r else 0) + (paths[r][c - 1] if c else 0)
print(paths[-1][-1], paths)
