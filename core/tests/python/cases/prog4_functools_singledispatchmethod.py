# singledispatchmethod, lru_cache typed, reduce, wraps details, cache on methods
import functools
from decimal import Decimal
from fractions import Fraction

class Formatter:
    def __init__(self, prec):
        self.prec = prec
    @functools.singledispatchmethod
    def fmt(self, x):
        return f"?{x!r}"
    @fmt.register
    def _(self, x: int):
        return f"int:{x:,}"
    @fmt.register
    def _(self, x: float):
        return f"float:{x:.{self.prec}f}"
    @fmt.register(list)
    @fmt.register(tuple)
    def _(self, x):
        return "[" + "; ".join(self.fmt(i) for i in x) + "]"
    @functools.singledispatchmethod
    @classmethod
    def kind(cls, x):
        return "other"
    @kind.register
    @classmethod
    def _(cls, x: str):
        return "text"
f = Formatter(2)
print(f.fmt(1234567), f.fmt(3.14159), f.fmt([1, 2.5, (3, "x")]), f.fmt(None), f.fmt(True))
print(Formatter.kind("s"), Formatter.kind(3))

@functools.singledispatch
def to_str(x):
    raise NotImplementedError(type(x).__name__)
@to_str.register(int)
@to_str.register(Fraction)
def _(x):
    return f"exact {x}"
@to_str.register
def _(x: float | Decimal):
    return f"approx {x}"
print(to_str(3), to_str(Fraction(1, 3)), to_str(2.5), to_str(Decimal("1.1")))
try:
    to_str("s")
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(to_str.dispatch(bool).__name__, sorted(k.__name__ for k in to_str.registry if k is not object))

@functools.lru_cache(maxsize=None, typed=True)
def ident(x):
    print("  miss", repr(x))
    return x
ident(1); ident(1.0); ident(1); ident(True)
print(ident.cache_info(), ident.cache_parameters())

@functools.lru_cache
def fibo(n):
    return n if n < 2 else fibo(n - 1) + fibo(n - 2)
print(fibo(100), fibo.cache_info().hits, fibo.cache_info().misses)

def deco(fn):
    @functools.wraps(fn, assigned=("__name__",), updated=())
    def inner(*a):
        return fn(*a)
    return inner
@deco
def documented(a):
    "docstring"
    return a
print(documented.__name__, documented.__doc__, hasattr(documented, "__wrapped__"))
print(functools.reduce(lambda acc, w: acc + len(w), ["ab", "cde", "f"], 0))
print(functools.reduce(lambda a, b: {**a, **b}, [{"a": 1}, {"b": 2}, {"a": 3}]))
class Shop:
    def __init__(self): self.calls = 0
    @functools.cached_property
    def catalog(self):
        self.calls += 1
        return ["x", "y"]
s = Shop(); s.catalog; s.catalog
print(s.calls, s.__dict__)
key = functools.cmp_to_key(lambda a, b: (a % 10) - (b % 10))
print(sorted([25, 13, 41, 9], key=key), key(3) < key(14))
p = functools.partial(functools.partial(int, base=2), "1011")
print(p(), p.func, p.keywords)
