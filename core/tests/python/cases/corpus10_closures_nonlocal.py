def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    def reset(value=start):
        nonlocal count
        old, count = count, value
        return old
    inc.reset = reset
    return inc

c = make_counter(10, 5)
print(c(), c(), c())
print(c.reset(), c())
print(c.__closure__ is not None, len(c.__closure__))
print(sorted(c.__code__.co_freevars))

# late binding
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i * i for i in range(4)]
print([f() for f in funcs])

def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = x + "!"
            return x
        return inner
    m = middle()
    return m, lambda: x

inner, peek = outer()
print(inner(), inner(), peek())

def accumulate():
    total = []
    def add(*items):
        total.extend(items)
        return len(total)
    return add, total

add, data = accumulate()
add(1, 2); add(3)
print(data)

def cell_demo():
    a = 1
    def f():
        return a
    a = 2
    return f
print(cell_demo()())

try:
    def broken():
        def g():
            return y
        g_res = g
        return g_res()
    broken()
except NameError as e:
    print(type(e).__name__, e)

def unbound():
    def g():
        return z
    r = None
    try:
        r = g()
    except NameError as e:
        r = str(e)
    z = 3
    return r
print(unbound())

def fib_memo():
    cache = {0: 0, 1: 1}
    def fib(n):
        if n not in cache:
            cache[n] = fib(n - 1) + fib(n - 2)
        return cache[n]
    return fib
f = fib_memo()
print(f(80), f.__name__, f.__qualname__)

x = 100
def glob_mod():
    global x
    x += 1
    def inner():
        return x * 2
    return inner()
print(glob_mod(), x)

class K:
    y = 5
    vals = [y for _ in range(2)] if False else None
    def m(self):
        return y_outer
y_outer = "module"
print(K().m(), K.vals)
