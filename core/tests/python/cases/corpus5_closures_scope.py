counter_total = 0
def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        global counter_total
        count += step
        counter_total += 1
        return count
    def reset():
        nonlocal count
        count = start
    inc.reset = reset
    return inc
c1, c2 = make_counter(), make_counter(100, 10)
print(c1(), c1(), c2(), c1(), c2())
c1.reset()
print(c1(), counter_total)
print(c1.__closure__ is not None, [type(cell.cell_contents).__name__ for cell in c1.__closure__])
print(c1.__code__.co_freevars)
fs = [lambda: i for i in range(3)]
gs = [lambda i=i: i for i in range(3)]
print([f() for f in fs], [g() for g in gs])
def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner
    x = "changed"
    return middle()()
print(outer())
def accumulate():
    items = []
    def add(x):
        items.append(x)
        return len(items)
    return add, lambda: list(items)
add, get = accumulate()
add(1); add("two")
print(get())
x = "global"
def shadow():
    x = "local"
    def show():
        return x
    return show()
print(shadow(), x)
def uses_before():
    try:
        print(y)
        y = 1
    except UnboundLocalError as e:
        print(type(e).__name__, e)
uses_before()
def memo(f):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper
@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(80), len(fib.cache))
def make_multipliers():
    return {name: (lambda k: lambda v: v * k)(k) for name, k in [("double", 2), ("triple", 3)]}
m = make_multipliers()
print(m["double"](7), m["triple"](7))
def gen_closure():
    total = 0
    def g():
        nonlocal total
        for i in range(3):
            total += i
            yield total
    return g
print(list(gen_closure()()))
class K:
    v = 1
    vals = [v * 2 for _ in range(2)] if False else None
    def m(self):
        return v if False else K.v
print(K().m(), K.vals)
