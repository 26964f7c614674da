import functools
@functools.lru_cache
def fib(n):
    return fib(n - 1) + fib(n - 2) if n > 1 else n / (n - 1)
fib(5)
