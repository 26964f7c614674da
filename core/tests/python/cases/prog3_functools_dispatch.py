import functools
from functools import singledispatch, singledispatchmethod, cached_property, partialmethod, reduce, partial, lru_cache, wraps

@singledispatch
def describe(obj):
    return f"object {obj!r}"
@describe.register
def _(obj: int):
    return f"int {obj}"
@describe.register(list)
def _(obj):
    return "list of " + ", ".join(describe(x) for x in obj)
@describe.register(float)
@describe.register(complex)
def _(obj):
    return f"number {obj}"
print(describe(3), describe(True), describe([1, 2.5, "x"]), describe(1j), describe(None))
print(describe.dispatch(bool).__name__ if hasattr(describe.dispatch(bool), "__name__") else "?")

class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return f"? {arg}"
    @fmt.register
    def _(self, arg: int):
        return f"int:{arg:03d}"
    @fmt.register
    def _(self, arg: str):
        return f"str:{arg.upper()}"
f = Formatter()
print(f.fmt(5), f.fmt("ab"), f.fmt(2.5))

class Data:
    def __init__(self, xs):
        self.xs = xs
        self.calls = 0
    @cached_property
    def total(self):
        self.calls += 1
        return sum(self.xs)
d = Data([1, 2, 3])
print(d.total, d.total, d.calls, "total" in vars(d))
del d.total
print(d.total, d.calls)

class Cell:
    def __init__(self):
        self.state = None
    def set_state(self, s):
        self.state = s
    alive = partialmethod(set_state, True)
    dead = partialmethod(set_state, False)
c = Cell()
c.alive(); print(c.state)
c.dead(); print(c.state)

print(reduce(lambda a, b: a * b, [1, 2, 3, 4], 10), reduce(lambda a, b: a + b, [], 0))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print(type(e).__name__, e)
print(reduce(lambda acc, w: acc + [len(w)], ["a", "bb", "ccc"], []))
p = partial(int, base=2)
print(p("1011"), p.func.__name__, p.keywords, p.args)
p2 = partial(p, "111")
print(p2())

@lru_cache(maxsize=2)
def sq(n):
    return n * n
for n in [1, 2, 1, 3, 2, 1]:
    sq(n)
print(sq.cache_info())
sq.cache_clear(); print(sq.cache_info())

def deco(fn):
    @wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    return inner
@deco
def documented(x):
    "Doc here."
    return x
print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__)
print(functools.cmp_to_key(lambda a, b: (a > b) - (a < b))(3) < functools.cmp_to_key(lambda a, b: (a > b) - (a < b))(4))
print(sorted(["bb", "a", "ccc", "dd"], key=functools.cmp_to_key(lambda a, b: len(a) - len(b) or (a > b) - (a < b))))
for call in (lambda: reduce(lambda a, b: a + b, [1, 2], initial=0), lambda: reduce(function=max, iterable=[1]), lambda: reduce(max), lambda: reduce(max, [1], 0, 9)):
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
