def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter(10)
inc(); inc(5)
print(get(), inc.__closure__ is not None, inc.__code__.co_freevars)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs2 = [lambda i=i: i for i in range(3)]
print([f() for f in funcs2])
total = 0
def add_global(x):
    global total
    total += x
add_global(5); add_global(7)
print(total)
def broken():
    try:
        print(undefined_local)
        undefined_local = 1
    except UnboundLocalError as e:
        print(type(e).__name__, e)
broken()
def outer():
    x = "outer"
    def mid():
        def inner():
            return x
        return inner()
    return mid()
print(outer())
class Scope:
    y = 10
    vals = [y * 2 for _ in range(2)] if False else None
    def method(self):
        try:
            return y
        except NameError as e:
            return f"NameError: {e}"
print(Scope().method(), Scope.y)
def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        wrapper.calls += 1
        return cache[args]
    wrapper.calls = 0
    wrapper.cache = cache
    return wrapper
@memo
def slow_add(a, b):
    return a + b
slow_add(1, 2); slow_add(1, 2); slow_add(2, 3)
print(slow_add.calls, sorted(slow_add.cache))
def compose(*fs):
    def run(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return run
print(compose(str.upper, str.strip, lambda s: s + "  ")("  hi"))
def kw_only(a, /, b, *, c=3, **rest):
    return a, b, c, rest
print(kw_only(1, 2), kw_only(1, b=2, c=4, d=5))
for call in [lambda: kw_only(a=1, b=2), lambda: kw_only(1, 2, 3), lambda: kw_only(1)]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
def defaults(x, acc=[]):
    acc.append(x)
    return acc
print(defaults(1), defaults(2), defaults.__defaults__)
gen_scope = [(x, y) for x in range(3) if x for y in range(x)]
print(gen_scope, [n for n in range(20) if (sq := n * n) > 200][:1], sq)
print((lambda *a, **k: (a, sorted(k)))(1, 2, z=1, a=2), (lambda x, /, y=2: x + y)(1))
def apply(f, *args, **kwargs):
    return f(*args, **kwargs)
print(apply(max, 3, 9, 2), apply(sorted, [3, 1], reverse=True), apply(dict, [("a", 1)], b=2))
x = 5
def shadow():
    x = 1
    return [x for x in range(3)], x
print(shadow(), x)
