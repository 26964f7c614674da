# functools: lru_cache, cache, partial, reduce, singledispatch, cached_property, total_ordering
import functools

@functools.lru_cache(maxsize=3)
def slow_square(n):
    print("  computing", n)
    return n * n

for n in [1, 2, 1, 3, 4, 1, 2]:
    slow_square(n)
print(slow_square.cache_info())
slow_square.cache_clear()
print(slow_square.cache_info())

@functools.cache
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)
print(ways(80), ways.cache_info().currsize)

def greet(greeting, name, punct="!"):
    return f"{greeting}, {name}{punct}"
hello = functools.partial(greet, "Hello")
ask = functools.partial(greet, punct="?")
print(hello("Ann"), ask("Hi", "Bob"), hello("Cy", punct="."))
print(hello.func is greet, hello.args, ask.keywords)
print(repr(functools.partial(max, 1, key=abs))[:25])

print(functools.reduce(lambda a, b: a * b, range(1, 8)), functools.reduce(max, [3, 9, 2], 0))
try:
    functools.reduce(max, [])
except TypeError as e:
    print("TypeError:", e)

@functools.singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(list)
def _(x):
    return "list of " + ", ".join(describe(i) for i in x)
@describe.register(bool)
def _(x):
    return f"bool {x}"
print(describe(3), "|", describe(True), "|", describe([1, "a"]), "|", describe(2.5))

class Circle:
    def __init__(self, r):
        self.r = r
    @functools.cached_property
    def area(self):
        print("  computing area")
        return round(3.14159 * self.r ** 2, 3)
c = Circle(2)
print(c.area, c.area, "area" in vars(c))
del c.area
print(c.area)

@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version("1.10"), Version("1.2"), Version("1.2.1")]
print(sorted(vs), Version("2.0") >= Version("1.99"), max(vs))

class Calc:
    @functools.partialmethod
    def _op(self, a, b, op):
        return op(a, b)
    def add(self, a, b):
        return a + b
    double = functools.partialmethod(add, 2)
print(Calc().double(5))
print(functools.wraps(greet)(lambda *a: None).__name__)
