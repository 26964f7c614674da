import functools
from functools import partial, reduce, lru_cache, cached_property, total_ordering, singledispatchmethod
def f(a, b, c=3, *, d=4): return (a, b, c, d)
p = partial(f, 1, d=9)
print(repr(p).replace(hex(id(f)), 'X')[:40].split(' at ')[0], p.args, p.keywords, p.func is f, p(2))
pp = partial(p, 5, c=0); print(pp(), pp.args, pp.keywords, pp.func is f)
print(repr(partial(max, 1, 2)), repr(partial(sorted, key=len)))
print(reduce(lambda x, y: x * y, range(1, 6)), reduce(operator_add := (lambda a, b: a + b), [], 0), reduce(lambda a, b: a + b, ['x']))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print('TypeError', e)
@lru_cache(maxsize=2, typed=True)
def sq(x): return x * x
print(sq(2), sq(2.0), sq(2), sq.cache_info())
sq(3); sq(4); print(sq.cache_info()); sq.cache_clear(); print(sq.cache_info())
print(sq.cache_parameters())
@lru_cache
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(60), fib.cache_info(), fib.__name__, fib.__wrapped__.__name__)
@functools.cache
def g(x): return [x]
print(g(1) is g(1), g.cache_info())
class C:
    def __init__(self): self.n = 0
    @cached_property
    def v(self):
        self.n += 1
        return self.n * 10
c = C(); print(c.v, c.v, c.n, 'v' in c.__dict__); del c.v; print(c.v, c.n)
print(type(C.__dict__['v']).__name__, C.v.attrname)
@total_ordering
class Ver:
    def __init__(self, n): self.n = n
    def __eq__(self, o): return self.n == o.n
    def __lt__(self, o): return self.n < o.n
    def __repr__(self): return f'Ver({self.n})'
print(Ver(1) <= Ver(2), Ver(3) > Ver(2), Ver(2) >= Ver(2), sorted([Ver(3), Ver(1)]), max(Ver(1), Ver(5)))
class S:
    @singledispatchmethod
    def h(self, x): return 'obj'
    @h.register
    def _(self, x: int): return 'int'
    @h.register(list)
    def _(self, x): return 'list'
print(S().h(1), S().h([]), S().h('s'), S().h(True))
@functools.singledispatch
def show(x): return 'default'
@show.register(float)
@show.register(complex)
def _(x): return 'num'
print(show(1.0), show(1j), show(1), sorted(t.__name__ for t in show.registry))
print(functools.cmp_to_key(lambda a, b: b - a)(1) < functools.cmp_to_key(lambda a, b: b - a)(2))
def deco(fn):
    @functools.wraps(fn)
    def w(*a): return fn(*a)
    return w
@deco
def named(x):
    "doc here"
    return x
print(named.__name__, named.__doc__, named.__wrapped__.__name__, named(3))
