def make_counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get

inc, get = make_counter()
inc(); inc(5)
print(get(), inc.__closure__[0].cell_contents, inc.__code__.co_freevars)

funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i * 10 for i in range(3)]
print([f() for f in funcs])

x = "global"
def outer():
    x = "outer"
    def inner():
        global x
        x = "changed global"
        return x
    inner()
    return x
print(outer(), x)

def accumulate():
    total = []
    def add(v):
        total.append(v)
        return sum(total)
    return add
acc = accumulate()
print([acc(v) for v in (1, 2, 3, 4)])

def level1():
    a = 1
    def level2():
        b = 2
        def level3():
            nonlocal a, b
            a += 10
            b += 20
            return a + b
        return level3
    return level2()
f = level1()
print(f(), f(), f.__code__.co_freevars)

class Scope:
    y = 5
    vals = [y * i for i in range(3)] if False else None
    try:
        bad = [y for _ in range(2)]
    except NameError as e:
        err = str(e)
print(Scope.err)

def comprehension_scope():
    n = 3
    return [[n * r + c for c in range(n)] for r in range(n)]
print(comprehension_scope())
print([(i, j) for i in range(3) for j in range(i)])
print({k: v for k, v in zip("abc", range(3)) if v})
i = "unchanged"
_ = [i for i in range(5)]
print(i)
print((lambda: (yield))().__class__.__name__ if False else "skip")

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
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16), len(paths.cache))

def unbound():
    try:
        print(z)
        z = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
unbound()
def free_unbound():
    def g():
        return w
    try:
        g()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    w = 1
free_unbound()
adders = {}
for name, k in [("two", 2), ("five", 5)]:
    def adder(v, k=k):
        return v + k
    adder.__name__ = f"add_{name}"
    adders[name] = adder
print({n: (f.__name__, f(1)) for n, f in adders.items()})
print(make_counter.__name__, make_counter.__qualname__, inc.__qualname__, f.__qualname__)
