from functools import partialmethod
import functools, operator
from functools import partial, partialmethod, reduce, wraps, update_wrapper, lru_cache, cache, singledispatch
p = partial(int, base=2); print(p('101'), p('11', base=3), repr(p))
def f(*a, **k): return a, k
p1 = partial(f, 1, x=1); p2 = partial(p1, 2, x=2, y=3); print(p2(3, z=4), p2.args, p2.keywords, repr(p2).split('(')[0])
class A:
    def m(self, a, b): return (a, b)
    m1 = partialmethod(m, 1)
    @staticmethod
    def sm(a, b): return a - b
    s1 = partialmethod(sm, 10)
print(A().m1(2), A().s1(3), repr(A.m1).split(' at ')[0] if False else '')
try:
    partial()
except TypeError as e:
    print('TypeError', e)
print(reduce(operator.add, iter([1, 2, 3])), reduce(lambda acc, x: acc + [x * 2], [1, 2], []), reduce(max, [3, 9, 2]))
def orig(a, b=2):
    "orig doc"
    return a + b
orig.extra = 'x'
def wrapper(*args, **kw): return orig(*args, **kw)
w = update_wrapper(wrapper, orig); print(w.__name__, w.__doc__, w.__wrapped__ is orig, w.extra, w.__qualname__, w(1))
def w2(): pass
update_wrapper(w2, orig, assigned=('__doc__',), updated=()); print(w2.__name__, w2.__doc__, hasattr(w2, 'extra'))
calls = []
@lru_cache(maxsize=3)
def g(x):
    calls.append(x); return x * 2
for x in [1, 2, 3, 1, 4, 2, 5, 1]: g(x)
print(calls, g.cache_info())
@lru_cache(maxsize=0)
def z(x): return x
z(1); z(1); print(z.cache_info())
@lru_cache(maxsize=None)
def kw(a, b=1): return a + b
kw(1); kw(1, b=1); kw(a=1); kw(1, 1); print(kw.cache_info())
try:
    @lru_cache
    def unh(x): return x
    unh([1])
except TypeError as e:
    print('TypeError', e)
@singledispatch
def fmt(x): return f'obj:{x!r}'
@fmt.register
def _(x: int): return f'int:{x}'
@fmt.register
def _(x: list): return 'list:' + ','.join(fmt(i) for i in x)
@fmt.register(type(None))
def _(x): return 'none'
class MyInt(int): pass
print(fmt(1), fmt(True), fmt([1, 'a', None]), fmt(MyInt(5)), fmt(2.5), fmt.dispatch(bool).__name__, fmt.dispatch(float) is fmt.dispatch(object))
from collections.abc import Sequence
@singledispatch
def kind(x): return 'other'
@kind.register(Sequence)
def _(x): return 'seq'
@kind.register(dict)
def _(x): return 'dict'
print(kind((1,)), kind('s'), kind({}), kind(1), kind(range(2)))
try:
    @fmt.register
    def _(x): return 1
except TypeError as e:
    print('TypeError', str(e)[:40])
cmp = functools.cmp_to_key(lambda a, b: (a > b) - (a < b))
print(sorted([3, 1, 2], key=cmp), cmp(1) == cmp(1), cmp(1) >= cmp(0))
@functools.total_ordering
class V:
    def __init__(self, v): self.v = v
    def __le__(self, o): return self.v <= o.v
    def __eq__(self, o): return self.v == o.v
print(V(1) < V(2), V(2) > V(1), V(1) >= V(1), V(2) < V(2))
try:
    @functools.total_ordering
    class NoOrd: pass
except ValueError as e:
    print('ValueError', e)
class CP:
    @functools.cached_property
    def val(self):
        print('computing'); return 42
c = CP(); print(c.val, c.val, CP.val.__doc__ if False else '', CP.__dict__['val'].attrname)
class A:
    def m(self, a, b=0): return ('m', self.__class__.__name__, a, b)
    m1 = partialmethod(m, 1, b=5)
    @staticmethod
    def sm(a, b, c=0): return ('sm', a, b, c)
    s1 = partialmethod(sm, 10)
    s2 = partialmethod(sm, 10, c=3)
    @classmethod
    def cm(cls, a, b=2): return ('cm', cls.__name__, a, b)
    c1 = partialmethod(cm, 'x')
    c2 = partialmethod(cm, b=9)
class B(A): pass
print(A().m1(), A().m1(b=6), A().s1(3), A.s1(4), A().s2(1, c=4), A().c1(), A.c1(b=0), B().c1(), B.c2(7), B().m1())
