import functools
from functools import reduce, partial, lru_cache, cached_property, singledispatch, total_ordering, cmp_to_key, wraps

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

t("reduce", lambda: (reduce(lambda a, b: a + b, [1, 2, 3]), reduce(lambda a, b: a * b, [], 1), reduce(lambda a, b: a + [b], "abc", []), reduce(max, [3, 9, 2])))
t("reduce empty", lambda: reduce(lambda a, b: a, []))
t("reduce kw", lambda: reduce(lambda a, b: a, [], initial=0))
def power(base, exp, mod=None):
    return pow(base, exp, mod)
sq = partial(power, exp=2)
cube_mod = partial(power, 2, mod=5)
nested = partial(partial(power, 3), 4)
t("partial", lambda: (sq(5), sq(5, exp=3), cube_mod(10), nested(), nested.func is power, nested.args, sq.keywords))
t("partial repr", lambda: (repr(partial(max, 1, key=abs)), repr(partial(int, base=2))))
t("partial bad", lambda: partial(5))
t("partial err", lambda: sq())
class Calc:
    calls = 0
    @lru_cache(maxsize=2)
    def slow(self, n):
        Calc.calls += 1
        return n * n
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
t("fib", lambda: (fib(80), fib.cache_info()))
fib.cache_clear()
t("cleared", lambda: fib.cache_info())
@lru_cache(maxsize=3)
def sq2(x):
    return x * x
for v in [1, 2, 3, 1, 4, 2, 5, 1]:
    sq2(v)
t("lru info", lambda: (sq2.cache_info(), sq2.cache_info().hits, sq2.cache_parameters()))
@lru_cache(typed=True)
def ty(x):
    return type(x).__name__
t("typed", lambda: (ty(1), ty(1.0), ty(True), ty.cache_info().currsize))
@lru_cache
def noparen(x):
    return x + 1
t("noparen", lambda: (noparen(1), noparen(1), noparen.cache_info(), noparen.__name__, noparen.__wrapped__(5)))
t("unhashable", lambda: noparen([1]))
@functools.cache
def cached(n):
    return n * 2
t("cache", lambda: (cached(3), cached(3), cached.cache_info()))
class Circle:
    def __init__(self, r):
        self.r = r
        self.n = 0
    @cached_property
    def area(self):
        self.n += 1
        return 3 * self.r ** 2
c = Circle(2)
t("cached_property", lambda: (c.area, c.area, c.n, "area" in c.__dict__, Circle.area.__class__.__name__))
del c.area
t("cp reset", lambda: (c.area, c.n))
@singledispatch
def show(x):
    return "obj:" + repr(x)
@show.register
def _(x: int):
    return "int:" + str(x)
@show.register(list)
@show.register(tuple)
def _(x):
    return "seq:" + ",".join(map(show, x))
@show.register(float)
def _(x):
    return f"float:{x:.1f}"
t("dispatch", lambda: (show(1), show(True), show(2.5), show([1, 2.0, "a"]), show((None,)), show({1}), show.registry[int].__name__ if hasattr(show.registry[int], "__name__") else None, show.dispatch(bool) is show.dispatch(int)))
class Base: pass
class Child(Base): pass
@singledispatch
def kind(x):
    return "default"
@kind.register
def _(x: Base):
    return "base"
t("dispatch mro", lambda: (kind(Child()), kind(Base()), kind(1)))
t("dispatch nothing", lambda: singledispatch(lambda x: x).register(5))
@total_ordering
class Ver:
    def __init__(self, *p):
        self.p = p
    def __eq__(self, o):
        return self.p == o.p
    def __lt__(self, o):
        return self.p < o.p
    def __repr__(self):
        return "V" + ".".join(map(str, self.p))
t("total_ordering", lambda: (Ver(1, 2) <= Ver(1, 2), Ver(2) > Ver(1, 9), Ver(1) >= Ver(2), sorted([Ver(1, 10), Ver(1, 2), Ver(0, 9)]), max(Ver(3), Ver(2, 5))))
@total_ordering
class Rev:
    def __init__(self, v):
        self.v = v
    def __gt__(self, o):
        return self.v > o.v
t("total gt", lambda: (Rev(1) < Rev(2), Rev(1) <= Rev(1), Rev(3) >= Rev(2)))
t("total none", lambda: total_ordering(type("X", (), {})))
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
t("cmp_to_key", lambda: (sorted(["bb", "a", "ccc", "ab"], key=cmp_to_key(cmp)), sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)), min(["xx", "y"], key=cmp_to_key(cmp))))
def deco(f):
    @wraps(f)
    def inner(*a, **k):
        "inner doc"
        return f(*a, **k)
    return inner
@deco
def documented(x: int) -> int:
    "Original doc."
    return x
t("wraps", lambda: (documented.__name__, documented.__doc__, documented.__wrapped__.__name__, documented.__annotations__, documented.__qualname__))
t("update_wrapper", lambda: (lambda w: (w.__name__, w.__doc__))(functools.update_wrapper(lambda: 0, documented.__wrapped__)))
t("partialmethod", lambda: (lambda C: C().on())(type("C", (), {"set": lambda self, v: v, "on": functools.partialmethod(lambda self, v: ("on", v), True)})))
