import sys
from functools import lru_cache

def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((n, a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
m = hanoi(4)
print(len(m), m[:5], m[-1])

def permutations(seq):
    if len(seq) <= 1:
        return [seq]
    out = []
    for i, x in enumerate(seq):
        for p in permutations(seq[:i] + seq[i + 1:]):
            out.append(x + p if isinstance(seq, str) else [x] + p)
    return out
print(permutations("abc"), len(permutations(list(range(5)))))

def powerset(s):
    if not s:
        return [[]]
    rest = powerset(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(sorted(powerset([1, 2, 3]), key=lambda x: (len(x), x)))

def n_queens(n):
    sols = []
    def place(row, cols, d1, d2, acc):
        if row == n:
            sols.append(acc[:])
            return
        for c in range(n):
            if c not in cols and row - c not in d1 and row + c not in d2:
                acc.append(c)
                place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c}, acc)
                acc.pop()
    place(0, frozenset(), frozenset(), frozenset(), [])
    return sols
for n in range(1, 9):
    print(n, len(n_queens(n)), end="; ")
print()
first = n_queens(6)[0]
for c in first:
    print("".join("Q" if i == c else "." for i in range(6)))

def flatten(x):
    if isinstance(x, (list, tuple)):
        for y in x:
            yield from flatten(y)
    else:
        yield x
print(list(flatten([1, [2, (3, [4, [5]])], [], "ab", [[[[6]]]]])))

def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print([[ackermann(m, n) for n in range(4)] for m in range(3)], ackermann(2, 3))

@lru_cache(maxsize=None)
def catalan(n):
    return 1 if n <= 1 else sum(catalan(i) * catalan(n - 1 - i) for i in range(n))
print([catalan(i) for i in range(15)])

def parens(n):
    out = []
    def go(s, o, c):
        if len(s) == 2 * n:
            out.append(s)
            return
        if o < n:
            go(s + "(", o + 1, c)
        if c < o:
            go(s + ")", o, c + 1)
    go("", 0, 0)
    return out
print(parens(3), len(parens(6)))

def depth(x):
    return 1 + max(map(depth, x), default=0) if isinstance(x, list) else 0
print(depth([]), depth([1, [2, [3]], [[[]]]]), depth(5))

def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)
print(deep(900))
try:
    deep(100000)
except RecursionError as e:
    print("RecursionError:", str(e)[:40])

def gray(n):
    if n == 0:
        return [""]
    prev = gray(n - 1)
    return ["0" + g for g in prev] + ["1" + g for g in reversed(prev)]
print(gray(3), [int(g, 2) for g in gray(4)])
def subset_sum(nums, target, i=0, memo=None):
    memo = {} if memo is None else memo
    if target == 0:
        return True
    if i == len(nums) or target < 0:
        return False
    key = (i, target)
    if key not in memo:
        memo[key] = subset_sum(nums, target - nums[i], i + 1, memo) or subset_sum(nums, target, i + 1, memo)
    return memo[key]
print([subset_sum([3, 34, 4, 12, 5, 2], t) for t in (9, 30, 13, 100)])
def binary_search(a, x, lo=0, hi=None):
    hi = len(a) - 1 if hi is None else hi
    if lo > hi:
        return -(lo + 1)
    mid = (lo + hi) // 2
    if a[mid] == x:
        return mid
    return binary_search(a, x, mid + 1, hi) if a[mid] < x else binary_search(a, x, lo, mid - 1)
arr = list(range(0, 100, 3))
print([binary_search(arr, v) for v in (0, 3, 99, 50, -1, 100)])
