from functools import lru_cache, cache
import sys

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), fib.cache_info())
fib.cache_clear()
print(fib(10), fib.cache_info().hits, fib.cache_info().misses, fib.cache_parameters())

@cache
def ways(n, coins):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])
print(ways(100, (1, 5, 10, 25, 50)), ways.cache_info().currsize > 0)

@lru_cache(maxsize=3)
def slow_square(x):
    print("computing", x)
    return x * x
for x in [1, 2, 3, 1, 4, 2, 1]:
    slow_square(x)
print(slow_square.cache_info())

@lru_cache(typed=True)
def kind(x):
    return type(x).__name__
print(kind(1), kind(1.0), kind(True), kind.cache_info().currsize)

try:
    @lru_cache
    def needs_hash(x):
        return x
    needs_hash([1])
except TypeError as e:
    print(type(e).__name__, e)

def hanoi(n, a="A", b="B", c="C", moves=None):
    if moves is None:
        moves = []
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)
    return moves
print(hanoi(3), len(hanoi(10)))

def permutations(s):
    if len(s) <= 1:
        return [s]
    return [s[i] + p for i in range(len(s)) for p in permutations(s[:i] + s[i + 1:])]
print(permutations("abc"))

def flatten(x):
    if isinstance(x, list):
        return [y for item in x for y in flatten(item)]
    return [x]
print(flatten([1, [2, [3, [4, []]], 5], [[6]]]))

@lru_cache(None)
def edit(a, b):
    if not a or not b:
        return len(a) + len(b)
    if a[0] == b[0]:
        return edit(a[1:], b[1:])
    return 1 + min(edit(a[1:], b), edit(a, b[1:]), edit(a[1:], b[1:]))
print(edit("intention", "execution"))

def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
def runaway(n):
    return runaway(n + 1)
try:
    runaway(0)
except RecursionError as e:
    print(type(e).__name__, "maximum recursion depth exceeded" in str(e))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print([ackermann(2, n) for n in range(5)])
print(fib.__wrapped__.__name__, callable(fib.__wrapped__))
