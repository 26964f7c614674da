def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    run.__name__ = "∘".join(f.__name__ for f in fns)
    return run
def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper
@memo
def paths(r, c):
    return 1 if r == 0 or c == 0 else paths(r - 1, c) + paths(r, c - 1)
def inc(x): return x + 1
def dbl(x): return x * 2
f = compose(inc, dbl)
print(f(5), f.__name__, paths(10, 10), len(paths.cache))
counters = {}
def counter(name):
    counters.setdefault(name, 0)
    def tick(by=1):
        counters[name] += by
        return counters[name]
    return tick
a, b = counter("a"), counter("b")
a(); a(5); b()
print(counters, a.__closure__ is not None, [c.cell_contents for c in a.__closure__])
