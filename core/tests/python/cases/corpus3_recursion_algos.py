import sys
from functools import lru_cache

def permutations(items):
    if len(items) <= 1:
        return [items]
    out = []
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([x] + rest)
    return out
print(len(permutations([1, 2, 3, 4])), permutations("abc" and list("abc"))[:3])

def n_queens(n):
    sols = []
    def place(row, cols, d1, d2, board):
        if row == n:
            sols.append(board[:])
            return
        for c in range(n):
            if c in cols or row - c in d1 or row + c in d2:
                continue
            board.append(c)
            place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c}, board)
            board.pop()
    place(0, set(), set(), set(), [])
    return sols
q = n_queens(6)
print(len(q), q[0], len(n_queens(8)))
for c in q[0]:
    print("".join("Q" if i == c else "." for i in range(6)))

@lru_cache(maxsize=None)
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))
print(edit_distance("kitten", "sitting"), edit_distance("flaw", "lawn"), edit_distance("", "abc"))

def hanoi(n, src="A", dst="C", via="B", moves=None):
    moves = [] if moves is None else moves
    if n:
        hanoi(n - 1, src, via, dst, moves)
        moves.append(src + dst)
        hanoi(n - 1, via, dst, src, moves)
    return moves
print(hanoi(3), len(hanoi(10)))

def flatten(x):
    if isinstance(x, (list, tuple)):
        for item in x:
            yield from flatten(item)
    else:
        yield x
print(list(flatten([1, [2, (3, [4, [5]])], 6])))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500), sys.getrecursionlimit())
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3), ackermann(3, 3))
def subsets(s):
    if not s:
        return [[]]
    rest = subsets(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(sorted(subsets([1, 2, 3]), key=lambda x: (len(x), x)))
def merge_sort(a):
    if len(a) < 2:
        return a
    m = len(a) // 2
    l, r = merge_sort(a[:m]), merge_sort(a[m:])
    out = []
    while l and r:
        out.append((l if l[0] <= r[0] else r).pop(0))
    return out + l + r
print(merge_sort([5, 2, 9, 1, 5, 6, 0, -3]))
