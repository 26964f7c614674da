import functools
from functools import partial, partialmethod, lru_cache, singledispatchmethod, reduce, update_wrapper
class Cell:
    def __init__(self): self._alive = False
    def set_state(self, state): self._alive = bool(state)
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False)
c = Cell(); c.set_alive(); print(c._alive); c.set_dead(); print(c._alive)
p = partial(int, base=2)
print(p('1010'), p('11', base=10), p.keywords)
q = partial(p, '111'); print(q(), type(q).__name__)
def f(a, b, c=3, *args, d, **kw):
    return (a, b, c, args, d, kw)
g = partial(f, 1, d=4)
print(g(2), g(2, 5, 6, x=7), g(2, d=9))
try:
    partial()
except TypeError as e:
    print('TypeError', e)
try:
    partial(5)
except TypeError as e:
    print('TypeError', e)
class Memo:
    def __init__(self, k): self.k = k
    @lru_cache(maxsize=32)
    def compute(self, x):
        return self.k * x
m1 = Memo(2); m2 = Memo(3)
print(m1.compute(5), m2.compute(5), m1.compute(5), Memo.compute.cache_info())
@lru_cache(maxsize=2)
def sq(x):
    print('computing', x)
    return x * x
for v in [1, 2, 1, 3, 2, 1]:
    sq(v)
print(sq.cache_info())
@lru_cache(maxsize=0)
def z(x): return x
z(1); z(1); print(z.cache_info())
try:
    @lru_cache(maxsize='big')
    def bad(): pass
except TypeError as e:
    print('TypeError', e)
print(sq.__wrapped__(4), sq.__name__)
class Fmt:
    @singledispatchmethod
    def fmt(self, arg):
        return f'default:{arg}'
    @fmt.register
    def _(self, arg: int):
        return f'int:{arg:03d}'
    @fmt.register
    def _(self, arg: float):
        return f'float:{arg:.1f}'
    @fmt.register(tuple)
    @fmt.register(list)
    def _(self, arg):
        return 'seq:' + '|'.join(self.fmt(a) for a in arg)
print(Fmt().fmt(5), Fmt().fmt(2.25), Fmt().fmt([1, 2.5, 'x']), Fmt().fmt((3,)), Fmt().fmt('s'))
@functools.singledispatch
def area(shape):
    raise NotImplementedError(f'no area for {type(shape).__name__}')
class Sq:
    def __init__(self, s): self.s = s
class Sq2(Sq): pass
area.register(Sq, lambda s: s.s ** 2)
print(area(Sq(3)), area(Sq2(4)))
try:
    area('x')
except NotImplementedError as e:
    print('NotImplementedError', e)
from collections.abc import Sequence, Mapping
@functools.singledispatch
def kind(x): return 'other'
@kind.register
def _(x: Sequence): return 'sequence'
@kind.register
def _(x: Mapping): return 'mapping'
print(kind([1]), kind('s'), kind({}), kind(5), kind(range(3)))
def wrapper(*a): return a
def orig(x):
    'orig doc'
orig.custom = 'attr'
update_wrapper(wrapper, orig)
print(wrapper.__name__, wrapper.__doc__, wrapper.custom, wrapper.__qualname__)
w2 = functools.wraps(orig, assigned=('__name__',), updated=())(lambda: 0)
print(w2.__name__, w2.__doc__, hasattr(w2, 'custom'))
print(reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [('a', 1), ('b', 2)], {}))
print(reduce(max, [3, 9, 2]), reduce(lambda x, y: x + y, [[1], [2], [3]]), reduce(lambda x, y: x, [], 'init'))
@functools.total_ordering
class Money:
    def __init__(self, c): self.c = c
    def __eq__(self, o):
        if not isinstance(o, Money): return NotImplemented
        return self.c == o.c
    def __gt__(self, o):
        if not isinstance(o, Money): return NotImplemented
        return self.c > o.c
print(Money(1) < Money(2), Money(2) <= Money(2), Money(3) >= Money(4))
try:
    Money(1) < 5
except TypeError as e:
    print('TypeError', e)
try:
    @functools.total_ordering
    class NoOrd: pass
except ValueError as e:
    print('ValueError', e)
