from functools import lru_cache, cache

def lcs(a, b):
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m - 1, -1, -1):
        for j in range(n - 1, -1, -1):
            dp[i][j] = dp[i + 1][j + 1] + 1 if a[i] == b[j] else max(dp[i + 1][j], dp[i][j + 1])
    out, i, j = [], 0, 0
    while i < m and j < n:
        if a[i] == b[j]:
            out.append(a[i]); i += 1; j += 1
        elif dp[i + 1][j] >= dp[i][j + 1]:
            i += 1
        else:
            j += 1
    return "".join(out)
print(lcs("AGGTAB", "GXTXAYB"), lcs("programming", "gaming"), repr(lcs("", "abc")))

def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]
print([edit_distance(x, y) for x, y in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")]])

def knapsack(items, cap):
    dp = [0] * (cap + 1)
    choice = [[] for _ in range(cap + 1)]
    for name, w, v in items:
        for c in range(cap, w - 1, -1):
            if dp[c - w] + v > dp[c]:
                dp[c] = dp[c - w] + v
                choice[c] = choice[c - w] + [name]
    return dp[cap], choice[cap]
print(knapsack([("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160), ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)], 200))

def coin_ways(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]
def min_coins(coins, amount):
    best = [0] + [float("inf")] * amount
    for a in range(1, amount + 1):
        best[a] = min((best[a - c] + 1 for c in coins if c <= a), default=float("inf"))
    return best[amount] if best[amount] != float("inf") else -1
print(coin_ways([1, 2, 5, 10, 25, 50], 100), coin_ways([2, 5, 3, 6], 10), min_coins([1, 5, 12], 16), min_coins([2], 3))

@lru_cache(maxsize=None)
def partitions(n, k=None):
    if k is None:
        k = n
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)
print([partitions(i) for i in range(1, 16)], partitions(100))

def lis(seq):
    import bisect
    tails, idx, prev = [], [], [None] * len(seq)
    for i, x in enumerate(seq):
        j = bisect.bisect_left(tails, x)
        if j == len(tails):
            tails.append(x); idx.append(i)
        else:
            tails[j] = x; idx[j] = i
        prev[i] = idx[j - 1] if j else None
    out, k = [], idx[-1] if idx else None
    while k is not None:
        out.append(seq[k]); k = prev[k]
    return out[::-1]
print(lis([10, 9, 2, 5, 3, 7, 101, 18, 4, 19]), lis([]), lis([3, 2, 1]))

@cache
def collatz_len(n):
    if n == 1:
        return 1
    return 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)
best = max(range(1, 10000), key=collatz_len)
print(best, collatz_len(best))

def matrix_chain(dims):
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            cost[i][j] = float("inf")
            for k in range(i, j):
                c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1]
                if c < cost[i][j]:
                    cost[i][j], split[i][j] = c, k
    def paren(i, j):
        return f"M{i + 1}" if i == j else f"({paren(i, split[i][j])}{paren(split[i][j] + 1, j)})"
    return cost[0][n - 1], paren(0, n - 1)
print(matrix_chain([40, 20, 30, 10, 30]), matrix_chain([10, 20, 30, 40, 30]))

def pascal(n):
    row = [1]
    for _ in range(n):
        yield row
        row = [a + b for a, b in zip([0] + row, row + [0])]
for r in pascal(7):
    print(" ".join(map(str, r)).center(30).rstrip())
def word_break(s, words):
    ok = [True] + [False] * len(s)
    back = [None] * (len(s) + 1)
    for i in range(1, len(s) + 1):
        for w in words:
            if i >= len(w) and ok[i - len(w)] and s[i - len(w):i] == w:
                ok[i] = True; back[i] = w
                break
    if not ok[-1]:
        return None
    out, i = [], len(s)
    while i:
        out.append(back[i]); i -= len(back[i])
    return out[::-1]
print(word_break("applepenapple", ["apple", "pen"]), word_break("catsandog", ["cats", "dog", "sand", "and", "cat"]))
print(sum(1 for n in range(2, 2000) if all(n % p for p in range(2, int(n ** 0.5) + 1))))
