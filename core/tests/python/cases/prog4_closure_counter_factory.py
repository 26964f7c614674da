# Closures, nonlocal, late binding, decorators with state
import functools

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
print(c())

funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i * i for i in range(4)]
print([f() for f in funcs])

def call_log(prefix):
    def deco(fn):
        calls = []
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            calls.append((args, tuple(sorted(kwargs.items()))))
            return fn(*args, **kwargs)
        wrapper.calls = calls
        wrapper.prefix = prefix
        return wrapper
    return deco

@call_log("math")
def power(base, exp=2):
    """Raise base to exp."""
    return base ** exp

print(power(3), power(2, exp=10), power(exp=3, base=4))
print(power.__name__, power.__doc__, power.prefix)
print(power.calls)
print(power.__wrapped__(5))

def accumulator():
    total = 0
    items = []
    def add(x):
        nonlocal total
        total += x
        items.append(x)
        return total, len(items)
    return add

acc = accumulator()
for v in [3, 4, 5]:
    print(acc(v))
print(acc.__closure__ is not None, len(acc.__closure__))
print(sorted(acc.__code__.co_freevars))

def outer():
    x = "outer"
    def middle():
        def inner():
            return x
        return inner
    x = "changed"
    return middle()()
print(outer())

compose = lambda *fs: functools.reduce(lambda f, g: lambda x: g(f(x)), fs)
pipeline = compose(lambda x: x + 1, lambda x: x * 2, str, lambda s: s + "!")
print(pipeline(4))
