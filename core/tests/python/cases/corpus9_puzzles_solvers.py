import itertools

PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def parse(s):
    return [[int(c) if c.isdigit() else 0 for c in row] for row in s.split()]


def candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]


def solve(g, stats):
    best = None
    for r, c in itertools.product(range(9), repeat=2):
        if g[r][c] == 0:
            cand = candidates(g, r, c)
            if best is None or len(cand) < len(best[2]):
                best = (r, c, cand)
                if len(cand) <= 1:
                    break
    if best is None:
        return True
    r, c, cand = best
    for d in cand:
        stats["tries"] += 1
        g[r][c] = d
        if solve(g, stats):
            return True
    g[r][c] = 0
    return False


grid = parse(PUZZLE)
stats = {"tries": 0}
print(solve(grid, stats), stats)
for i, row in enumerate(grid):
    if i and i % 3 == 0:
        print("------+-------+------")
    print(" | ".join(" ".join(map(str, row[j:j + 3])) for j in (0, 3, 6)))
assert all(sorted(row) == list(range(1, 10)) for row in grid)


def n_queens(n):
    sols = []

    def place(row, cols, d1, d2, acc):
        if row == n:
            sols.append(tuple(acc))
            return
        for c in range(n):
            if c in cols or row - c in d1 or row + c in d2:
                continue
            acc.append(c)
            place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c}, acc)
            acc.pop()

    place(0, frozenset(), frozenset(), frozenset(), [])
    return sols


for n in range(1, 9):
    print(n, len(n_queens(n)), end="; ")
print()
first = n_queens(8)[0]
print(first)
print("\n".join("".join("Q" if c == q else "." for c in range(8)) for q in first))


def knapsack(items, cap):
    dp = [[0] * (cap + 1) for _ in range(len(items) + 1)]
    for i, (name, w, v) in enumerate(items, 1):
        for c in range(cap + 1):
            dp[i][c] = dp[i - 1][c]
            if w <= c and dp[i - 1][c - w] + v > dp[i][c]:
                dp[i][c] = dp[i - 1][c - w] + v
    chosen, c = [], cap
    for i in range(len(items), 0, -1):
        if dp[i][c] != dp[i - 1][c]:
            chosen.append(items[i - 1][0])
            c -= items[i - 1][1]
    return dp[-1][-1], chosen[::-1]


items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40), ("cheese", 23, 30)]
print(knapsack(items, 200))


def lcs(a, b):
    m, n = len(a), len(b)
    L = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            L[i][j] = L[i + 1][j + 1] + 1 if a[i] == b[j] else max(L[i + 1][j], L[i][j + 1])
    out, i, j = [], 0, 0
    while i < m and j < n:
        if a[i] == b[j]:
            out.append(a[i]); i += 1; j += 1
        elif L[i + 1][j] >= L[i][j + 1]:
            i += 1
        else:
            j += 1
    return "".join(out)


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


for a, b in [("AGGTAB", "GXTXAYB"), ("kitten", "sitting"), ("intention", "execution"), ("", "abc"), ("same", "same")]:
    print(f"{a!r:12} {b!r:12} lcs={lcs(a, b)!r:8} dist={edit_distance(a, b)}")


def coin_ways(coins, total):
    ways = [1] + [0] * total
    for c in coins:
        for t in range(c, total + 1):
            ways[t] += ways[t - c]
    return ways[total]


print(coin_ways([1, 2, 5, 10, 20, 50, 100, 200], 200), coin_ways([3, 7], 11))
perms = ["".join(p) for p in itertools.permutations("ABCD") if p[0] < p[-1]]
print(len(perms), perms[:5])
print(sum(1 for p in itertools.permutations(range(7)) if all(p[i] != i for i in range(7))))
