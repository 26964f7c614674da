# sys.setrecursionlimit: deeper recursion once raised, CPython's checks on the argument, and the
# limit lowered again.
import sys
print(sys.getrecursionlimit())
def depth(n): return 0 if n == 0 else 1 + depth(n - 1)
try: depth(5000)
except RecursionError as e: print("RecursionError", e)
sys.setrecursionlimit(20000)
print(sys.getrecursionlimit(), depth(15000))
class T:
    def __init__(s, n): s.n = n
    def __getitem__(s, i): return 0 if i == 0 else s[i - 1] + 1
print(T(0)[10000])
def inf(n): return inf(n + 1)
try: inf(0)
except RecursionError as e: print("RecursionError", e)
for bad in (0, -5, "x", 2**40, 2**70):
    try: sys.setrecursionlimit(bad)
    except Exception as e: print(type(e).__name__, e)
sys.setrecursionlimit(1000)
try: depth(2000)
except RecursionError as e: print("RecursionError", e)
memo = {}
def fib(n):
    if n < 2: return n
    if n in memo: return memo[n]
    memo[n] = fib(n-1) + fib(n-2); return memo[n]
sys.setrecursionlimit(10**6)
print(fib(5000) % 1000007)
