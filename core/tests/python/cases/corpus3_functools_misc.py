import functools
from functools import reduce, partial, lru_cache, total_ordering, singledispatch, cmp_to_key, cached_property

print(reduce(lambda a, b: a * b, range(1, 11)), reduce(lambda acc, w: acc + len(w), ["ab", "cde"], 0))
int2 = partial(int, base=2)
print(int2("1011"), int2.func.__name__, int2.keywords, repr(partial(max, 1, key=abs)).startswith("functools.partial"))

@lru_cache(maxsize=3)
def slow(n):
    print("  compute", n)
    return n * n
for n in [1, 2, 1, 3, 4, 1]:
    slow(n)
print(slow.cache_info())
slow.cache_clear()
print(slow.cache_info())

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version(v) for v in ["1.10", "1.2", "1.2.1", "0.9"]]
print(sorted(vs), Version("2.0") >= Version("1.9.9"), Version("1.0") <= Version("1.0"), max(vs))

@singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(list)
def _(x):
    return "list of " + ", ".join(describe(i) for i in x)
print(describe(3), describe("s"), describe([1, "a"]), describe(True))

def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["bb", "a", "ccc", "ab", "b"], key=cmp_to_key(cmp)))

class Circle:
    def __init__(self, r):
        self.r = r
    @cached_property
    def area(self):
        print("  computing area")
        return 3.14159 * self.r ** 2
c = Circle(2)
print(c.area, c.area, "area" in vars(c))
print(functools.reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
