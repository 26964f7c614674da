import functools, inspect
from functools import singledispatch, singledispatchmethod, wraps, lru_cache, cached_property
@singledispatch
def area(shape):
    raise NotImplementedError(f'no area for {type(shape).__name__}')
@area.register
def _(shape: tuple): return shape[0] * shape[1]
@area.register(int)
@area.register(float)
def _(r): return round(3.14159 * r * r, 3)
print(area((2, 3)), area(1), area(2.0), area.registry.keys() >= {object, tuple, int, float})
try:
    area('x')
except NotImplementedError as e:
    print('NotImplementedError', e)
from typing import Union, List
@singledispatch
def describe(x): return 'thing'
@describe.register
def _(x: Union[int, str]): return 'int-or-str'
@describe.register
def _(x: list): return 'list'
print(describe(1), describe('s'), describe([]), describe(2.5))
try:
    @describe.register
    def _(x: List[int]): return 'bad'
except TypeError as e:
    print('TypeError', str(e)[:70])
class Shape:
    @singledispatchmethod
    @classmethod
    def make(cls, arg): return f'{cls.__name__}:generic'
    @make.register
    @classmethod
    def _(cls, arg: int): return f'{cls.__name__}:int'
class Sq(Shape): pass
print(Shape.make(1), Sq.make('x'), Sq.make(5))
def logged(fn):
    @wraps(fn)
    def inner(*a, **k):
        print('call', fn.__name__, a, k)
        return fn(*a, **k)
    return inner
@logged
@lru_cache(maxsize=4)
def slow(n): return n * n
print(slow(3), slow(3), slow.__wrapped__.cache_info(), slow.__name__, inspect.signature(slow))
class Temp:
    def __init__(self, c): self.c = c
    @cached_property
    def f(self):
        print('convert'); return self.c * 9 / 5 + 32
t = Temp(100); print(t.f, t.f); t.c = 0; print(t.f); del t.f; print(t.f)
try:
    class Slotted:
        __slots__ = ('a',)
        @cached_property
        def p(self): return 1
    Slotted().p
except TypeError as e:
    print('TypeError', e)
