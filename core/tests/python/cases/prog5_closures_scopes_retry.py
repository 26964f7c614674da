# closures, nonlocal, decorators with arguments, generators capturing loop variables
def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc
c = make_counter(10, 5)
print(c(), c(), c.reset(), c(), c.__closure__ is not None, len(c.__closure__), c.__code__.co_freevars)
fns = [lambda: i for i in range(3)]
fixed = [lambda i=i: i for i in range(3)]
print([f() for f in fns], [f() for f in fixed])
def retry(times=3, on=(ValueError,)):
    def deco(fn):
        def wrapper(*args, **kw):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kw)
                except on as e:
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"{fn.__name__} failed after {times}")
        wrapper.__name__ = fn.__name__
        return wrapper
    return deco
state = {"n": 0}
@retry(times=4)
def flaky():
    state["n"] += 1
    if state["n"] < 3:
        raise ValueError(f"try {state['n']}")
    return "ok"
print(flaky(), flaky.__name__)
@retry(2, on=(KeyError,))
def always(): raise KeyError("k")
try:
    always()
except RuntimeError as e:
    print("RuntimeError", e)
def accum():
    total = []
    def add(x):
        total.append(x)
        return sum(total)
    return add
a = accum(); [a(x) for x in range(5)]
print(a(100), a.__closure__[0].cell_contents)
x = "global"
def outer():
    x = "enclosing"
    def inner():
        global x
        x = "changed global"
        return x
    r = inner()
    return r, x
print(outer(), x)
def scope_test():
    def do_local(): spam = "local"
    def do_nonlocal():
        nonlocal spam; spam = "nonlocal"
    def do_global():
        global spam; spam = "global"
    spam = "test"
    do_local(); r1 = spam
    do_nonlocal(); r2 = spam
    do_global(); r3 = spam
    return r1, r2, r3
print(scope_test(), spam)
def gen_closures():
    for i in range(3):
        yield lambda: i * 10
print([f() for f in gen_closures()], [f() for f in list(gen_closures())])
def compose(*fs):
    def run(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return run
inc = lambda v: v + 1
dbl = lambda v: v * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))
def memo(fn):
    cache = {}
    def w(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    w.cache = cache
    return w
@memo
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(fib.cache))
def f():
    v = 1
    def g():
        return v
    v = 2
    return g
print(f()())
def unbound():
    def g(): return w
    try:
        return g()
    except NameError as e:
        return f"NameError {e}"
    w = 1
print(unbound())
class K:
    y = 5
    vals = [y for _ in range(2)] if False else None
    def m(self): return y if False else K.y
print(K().m(), (lambda: (yield))().__class__.__name__)
try:
    class K2:
        z = 3
        lst = [z * i for i in range(2)]
except NameError as e:
    print("NameError", e)
counter = 0
def bump():
    global counter
    counter += 1
for _ in range(3): bump()
print(counter, (lambda *a, **k: (a, k))(1, x=2), (lambda a, /, b, *, c: a + b + c)(1, 2, c=3))
