import sys
def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None: moves = []
    if n:
        hanoi(n - 1, a, c, b, moves); moves.append((a, c)); hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(10)), hanoi(2))
def perms(s):
    if len(s) <= 1: return [s]
    return [c + p for i, c in enumerate(s) for p in perms(s[:i] + s[i + 1:])]
print(perms("abc"), len(perms("abcde")))
def queens(n):
    sols = []
    def place(row, cols):
        if row == n: sols.append(cols[:]); return
        for c in range(n):
            if all(c != cc and abs(c - cc) != row - r for r, cc in enumerate(cols)):
                cols.append(c); place(row + 1, cols); cols.pop()
    place(0, [])
    return sols
print(len(queens(6)), queens(4))
def flatten(x):
    for i in x:
        if isinstance(i, (list, tuple)): yield from flatten(i)
        else: yield i
print(list(flatten([1, [2, [3, (4, 5)], []], 6])))
def ackermann(m, n):
    if m == 0: return n + 1
    if n == 0: return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def deep(n): return 0 if n == 0 else 1 + deep(n - 1)
print(deep(500))
try:
    deep(100000)
except RecursionError as e:
    print("RecursionError", e)
print(sys.getrecursionlimit())
def subsets(s):
    if not s: return [[]]
    rest = subsets(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(sorted(subsets([1, 2, 3])))
memo = {}
def coins(amount, cs=(1, 5, 10, 25)):
    if amount == 0: return 1
    if amount < 0 or not cs: return 0
    k = (amount, cs)
    if k not in memo: memo[k] = coins(amount - cs[0], cs) + coins(amount, cs[1:])
    return memo[k]
print(coins(100), len(memo))
def gcd(a, b): return a if b == 0 else gcd(b, a % b)
print(gcd(1071, 462), gcd(2**100, 6**50))
def pascal(n):
    row = [1]
    for _ in range(n):
        print(" ".join(map(str, row)).center(40))
        row = [a + b for a, b in zip([0] + row, row + [0])]
pascal(6)
class Tree:
    def __init__(self, v, *kids): self.v, self.kids = v, kids
    def depth(self): return 1 + max((k.depth() for k in self.kids), default=0)
    def __repr__(self): return f"T({self.v}{', ' if self.kids else ''}{', '.join(map(repr, self.kids))})"
t = Tree(1, Tree(2, Tree(4)), Tree(3))
print(t, t.depth())
a = []; a.append(a); print(a)
d = {}; d["self"] = d; print(d)
