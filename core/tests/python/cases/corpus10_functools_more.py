import functools
from functools import reduce, singledispatch, partial, partialmethod, cached_property

print(reduce(lambda a, b: a * b, range(1, 6)), reduce(lambda a, b: a + b, [], "init"), reduce(max, [3, 9, 2]))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print(e)

@singledispatch
def show(obj):
    return f"object {obj!r}"
@show.register
def _(obj: int):
    return f"int {obj}"
@show.register(list)
def _(obj):
    return "list of " + ", ".join(show(x) for x in obj)
@show.register(str)
@show.register(bytes)
def _(obj):
    return f"text {obj!r}"
print(show(3), show(True), show([1, "a", 2.5]), show(b"x"), show(None))
print(show.dispatch(bool).__name__ if hasattr(show.dispatch(bool), "__name__") else "", sorted(t.__name__ for t in show.registry if t is not object))

class Cell:
    def __init__(self): self._state = 0
    def set_state(self, v): self._state = v
    on = partialmethod(set_state, 1)
    off = partialmethod(set_state, 0)
cl = Cell(); cl.on()
print(cl._state); cl.off(); print(cl._state)

class Circle:
    def __init__(self, r): self.r = r
    @cached_property
    def area(self):
        print("computing area")
        return 3.14159 * self.r ** 2
ci = Circle(2)
print(ci.area, ci.area, "area" in vars(ci))
del ci.area
print(ci.area)

def power(base, exp, *, mod=None):
    return pow(base, exp, mod)
square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=10)
print(square(7), cube_mod(7), square.func.__name__, square.keywords, partial(partial(power, 2), 5)(), repr(partial(max, 1))[:20])
print(list(map(partial(int, base=2), ["101", "111"])))

class Temp:
    @functools.singledispatchmethod
    def add(self, x):
        raise NotImplementedError(type(x).__name__)
    @add.register
    def _(self, x: int):
        return x + 1
    @add.register
    def _(self, x: str):
        return x + "!"
t = Temp()
print(t.add(1), t.add("a"))
try:
    t.add(1.5)
except NotImplementedError as e:
    print("NotImplementedError", e)

@functools.cache
def collatz(n):
    if n == 1:
        return 0
    return 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)
print(max(range(1, 300), key=collatz), collatz(27))

@functools.lru_cache(maxsize=3, typed=True)
def ident(x):
    return type(x).__name__
print(ident(1), ident(1.0), ident(True), ident.cache_info())

print(functools.cmp_to_key(lambda a, b: a - b)(3) < functools.cmp_to_key(lambda a, b: a - b)(4))
def deco(f):
    @functools.wraps(f, assigned=("__name__",), updated=())
    def w(*a): return f(*a)
    return w
@deco
def documented():
    "has doc"
print(documented.__name__, documented.__doc__, hasattr(documented, "__wrapped__"))
import operator
print(reduce(operator.or_, [{1}, {2}, {3}]), reduce(operator.concat, ["a", "b"]), operator.attrgetter("__class__.__name__")(5))
print(list(map(operator.neg, [1, -2])), operator.getitem({"a": 1}, "a"), operator.contains([1], 1), operator.truth(0), operator.index(7))
f = operator.methodcaller("replace", "a", "o")
print(f("banana"), operator.is_(None, None), operator.itemgetter(-1)([1, 2]), operator.pow(2, 10), operator.floordiv(-7, 2))
