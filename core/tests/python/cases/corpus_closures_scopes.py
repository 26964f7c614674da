def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    inc.get = get
    return inc
c = make_counter(10)
c(); c(5)
print(c.get(), c.__name__, c.__closure__ is not None)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
x = "global"
def outer():
    x = "enclosing"
    def inner():
        global x
        x = "modified global"
        return x
    inner()
    return x
print(outer(), x)
def deco_with_args(prefix, *, times=1):
    def deco(fn):
        def wrapper(*a, **k):
            for _ in range(times):
                print(prefix, fn.__name__, a)
            return fn(*a, **k)
        return wrapper
    return deco
@deco_with_args(">>", times=2)
def hello(n): return n * 2
print(hello(21))
def memo(fn):
    cache = {}
    def w(*a):
        if a not in cache:
            cache[a] = fn(*a)
        return cache[a]
    w.cache = cache
    return w
@memo
def paths(r, c):
    if r == 0 or c == 0: return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(10, 10), len(paths.cache))
def compose(*fs):
    def h(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return h
print(compose(str, abs, lambda v: v - 10)(3))
class CountCalls:
    def __init__(self, fn):
        self.fn = fn; self.n = 0
    def __call__(self, *a):
        self.n += 1
        return self.fn(*a)
@CountCalls
def sq(x): return x * x
print(sq(3), sq(4), sq.n)
def gen_adders():
    return {name: (lambda v, k=k: v + k) for k, name in enumerate(["zero", "one", "two"])}
print({k: f(10) for k, f in gen_adders().items()})
def f():
    try:
        print(y)
    except NameError as e:
        print(type(e).__name__, e)
    y = 1
f()
def g():
    try:
        print(undefined_thing)
    except NameError as e:
        print(e)
g()
def h():
    v = 1
    def k():
        print(v)
        v2 = v
    del v
    try:
        k()
    except NameError as e:
        print(e)
h()
