import sys
def deep(n):
    return deep(n + 1)

try:
    deep(0)
except RecursionError as e:
    print(type(e).__name__, e)
    print(isinstance(e, RuntimeError))
def bad(n):
    if n == 0:
        raise ValueError("bottom reached")
    bad(n - 1)
bad(20)
