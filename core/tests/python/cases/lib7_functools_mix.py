import functools
from functools import reduce, partial, lru_cache, total_ordering, cached_property, singledispatch, wraps

print(reduce(lambda a, b: a * b, range(1, 8)))
print(reduce(lambda a, b: a + [b], 'abc', []))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print('TypeError', e)

def power(base, exp, *, mod=None):
    return pow(base, exp, mod)
sq = partial(power, exp=2)
print(sq(7), sq(3, mod=5))
p2 = partial(partial(power, 2), mod=1000)
print(p2(20), p2.func.__name__, p2.args, p2.keywords)
print(repr(partial(max, 1, key=abs)).replace(repr(max), 'MAX'))

@lru_cache(maxsize=3)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(20), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())
print([fib(i) for i in (1, 2, 3, 1, 5)], fib.cache_info())

@lru_cache(maxsize=None)
def slow(x, y=1):
    return x * y
slow(2); slow(2); slow(2, y=1); slow(2, 1); slow(3.0); slow(3)
print(slow.cache_info(), slow.cache_parameters())

@functools.cache
def tri(n):
    return 0 if n == 0 else n + tri(n - 1)
print(tri(50), tri.cache_info())

@lru_cache(typed=True)
def t(x):
    return type(x).__name__
print(t(1), t(1.0), t(True), t.cache_info())

@total_ordering
class V:
    def __init__(self, n): self.n = n
    def __eq__(self, o): return self.n == o.n
    def __lt__(self, o): return self.n < o.n
    def __repr__(self): return f'V({self.n})'
print(V(1) <= V(2), V(3) >= V(2), V(3) > V(3), sorted([V(3), V(1), V(2)]))

class Circle:
    def __init__(self, r): self.r = r
    @cached_property
    def area(self):
        print('computing')
        return 3 * self.r ** 2
c = Circle(2)
print(c.area, c.area, 'area' in vars(c))
del c.area
print(c.area)

@singledispatch
def show(x):
    return f'obj {x!r}'
@show.register
def _(x: int):
    return f'int {x}'
@show.register(list)
def _(x):
    return 'list ' + ', '.join(show(i) for i in x)
@show.register(bool)
def _(x):
    return f'bool {x}'
print(show(3), show(True), show([1, 'a', 2.5]), show(None))
print(show.dispatch(bool).__name__, sorted(k.__name__ for k in show.registry))

def deco(f):
    @wraps(f)
    def inner(*a, **k):
        """inner doc"""
        return f(*a, **k)
    return inner
@deco
def greet(name: str) -> str:
    """Say hi."""
    return 'hi ' + name
print(greet('bob'), greet.__name__, greet.__doc__, greet.__annotations__, greet.__wrapped__.__name__)
print(functools.cmp_to_key(lambda a, b: b - a)(3) < functools.cmp_to_key(lambda a, b: b - a)(4))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
