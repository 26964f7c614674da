def counted(fn):
    def w(*args):
        w.calls += 1 if hasattr(w, "calls") else 0
        return fn(*args)
    return w
def memo(fn):
    cache = {}
    def w(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    return w
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60))
