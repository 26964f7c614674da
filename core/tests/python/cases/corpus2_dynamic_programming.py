from functools import lru_cache, cache
import sys
sys.setrecursionlimit(5000)

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n-1) + fib(n-2)
print(fib(90), fib.cache_info())
fib.cache_clear(); print(fib.cache_info())

def lcs(a, b):
    dp = [[0]*(len(b)+1) for _ in range(len(a)+1)]
    for i, x in enumerate(a, 1):
        for j, y in enumerate(b, 1):
            dp[i][j] = dp[i-1][j-1]+1 if x == y else max(dp[i-1][j], dp[i][j-1])
    out = []
    i, j = len(a), len(b)
    while i and j:
        if a[i-1] == b[j-1]:
            out.append(a[i-1]); i -= 1; j -= 1
        elif dp[i-1][j] >= dp[i][j-1]: i -= 1
        else: j -= 1
    return "".join(reversed(out))
print(lcs("AGGTAB", "GXTXAYB"), lcs("programming", "gaming"))

def knapsack(items, cap):
    best = [0]*(cap+1)
    for w, v in items:
        for c in range(cap, w-1, -1):
            best[c] = max(best[c], best[c-w]+v)
    return best[cap]
print(knapsack([(1,1),(3,4),(4,5),(5,7)], 7))

@cache
def edit(a, b):
    if not a: return len(b)
    if not b: return len(a)
    if a[0] == b[0]: return edit(a[1:], b[1:])
    return 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))
print(edit("kitten", "sitting"), edit("flaw", "lawn"))

def coins(amount, denoms):
    ways = [1] + [0]*amount
    for d in denoms:
        for a in range(d, amount+1):
            ways[a] += ways[a-d]
    return ways[amount]
print(coins(100, [1,5,10,25,50]))
def lis(seq):
    import bisect
    tails = []
    for x in seq:
        i = bisect.bisect_left(tails, x)
        if i == len(tails): tails.append(x)
        else: tails[i] = x
    return len(tails)
print(lis([10,9,2,5,3,7,101,18]))
@lru_cache(maxsize=3)
def sq(x): return x*x
for x in [1,2,3,1,4,1,2]: sq(x)
print(sq.cache_info(), sq.__wrapped__(5), sq.cache_parameters())
tri = [[2],[3,4],[6,5,7],[4,1,8,3]]
for r in range(len(tri)-2, -1, -1):
    for c in range(len(tri[r])):
        tri[r][c] += min(tri[r+1][c], tri[r+1][c+1])
print(tri[0][0])
print(max(range(1, 30), key=lambda n: len(bin(n)) - bin(n).count("0")))
