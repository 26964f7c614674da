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
print(c(), c(), c())
c.reset()
print(c(), c.__closure__ is not None, len(c.__closure__), c.__code__.co_freevars)

late = [lambda: i for i in range(3)]
early = [lambda i=i: i for i in range(3)]
print([f() for f in late], [f() for f in early])

x = "global"
def outer():
    x = "enclosing"
    def inner():
        return x
    def shadow():
        x = "local"
        return x
    return inner(), shadow(), x
print(outer(), x)

def use_before_assign():
    try:
        print(y)
        y = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
use_before_assign()

def g():
    global counter
    counter = counter + 1 if "counter" in globals() else 1
    return counter
g(); g()
print(counter)

def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
inc = lambda n: n + 1
dbl = lambda n: n * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))

def accumulator():
    total = []
    def add(*xs):
        total.extend(xs)
        return sum(total)
    return add
acc = accumulator()
acc(1, 2); print(acc(3), acc())
squares = {n: (lambda k: (lambda: k * k))(n) for n in range(4)}
print({k: f() for k, f in squares.items()})
print([(lambda: n)() for n in "ab"], (lambda *a, **k: (a, sorted(k)))(1, 2, z=3, y=4))
def fib_gen():
    a, b = 0, 1
    def nxt():
        nonlocal a, b
        a, b = b, a + b
        return a
    return nxt
f = fib_gen()
print([f() for _ in range(10)])
print([v for v in (lambda: [i * j for i in range(3) for j in range(i)])()])
