"""A grab-bag utility module built on functools: dispatch, caching, ordering, partials, reductions."""
import functools as ft
from functools import singledispatch, singledispatchmethod, cached_property, total_ordering, partial, partialmethod, reduce, lru_cache, wraps, cmp_to_key
from decimal import Decimal
from datetime import date


@singledispatch
def to_json(obj):
    raise TypeError(f"cannot serialise {type(obj).__name__}")


@to_json.register
def _(obj: int):
    return str(obj)


@to_json.register(float)
@to_json.register(Decimal)
def _num(obj):
    return f"{obj:.2f}"


@to_json.register
def _(obj: str):
    return '"' + obj.replace('"', '\\"') + '"'


@to_json.register(list)
@to_json.register(tuple)
def _(obj):
    return "[" + ",".join(to_json(x) for x in obj) + "]"


@to_json.register
def _(obj: dict):
    return "{" + ",".join(f"{to_json(str(k))}:{to_json(v)}" for k, v in obj.items()) + "}"


@to_json.register(type(None))
def _(obj):
    return "null"


print(to_json({"a": [1, 2.5, Decimal("3.333")], "b": ("x", None), "c": 'say "hi"', "d": True}))
try:
    to_json(date(2024, 1, 1))
except TypeError as e:
    print("TypeError", e)
print(to_json.dispatch(bool).__name__, to_json.dispatch(float).__name__, sorted(c.__name__ for c in to_json.registry if c is not object))


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

    @cached_property
    def major(self):
        print("  (computing major)")
        return self.parts[0]


vs = [Version(v) for v in ["1.10.0", "1.2.3", "2.0", "1.2.10"]]
print(sorted(vs), max(vs), Version("1.2") >= Version("1.1.9"), Version("2.0") <= Version("2.0"))
v = vs[0]
print(v.major, v.major, "major" in vars(v))


class Formatter:
    def __init__(self, prefix):
        self.prefix = prefix

    @singledispatchmethod
    def fmt(self, arg):
        return f"{self.prefix}?{arg!r}"

    @fmt.register
    def _(self, arg: int):
        return f"{self.prefix}int:{arg:05d}"

    @fmt.register
    def _(self, arg: list):
        return f"{self.prefix}list:" + "/".join(self.fmt(a) for a in arg)

    def emit(self, level, msg):
        return f"[{level}] {self.prefix}{msg}"

    warn = partialmethod(emit, "WARN")


f = Formatter("#")
print(f.fmt(42), f.fmt([1, "a"]), f.fmt(3.5), f.warn("disk low"))
hexint = partial(int, base=16)
print(hexint("ff"), hexint("10", base=8), hexint.func, hexint.args, hexint.keywords, repr(partial(max, 1))[:20])
print(reduce(lambda a, b: a * b, range(1, 7)), reduce(lambda acc, w: acc + len(w), ["ab", "cde"], 0))
try:
    reduce(max, [])
except TypeError as e:
    print("TypeError", e)


@lru_cache(maxsize=3)
def slow_square(n):
    return n * n


for n in [1, 2, 1, 3, 4, 1, 2]:
    slow_square(n)
print(slow_square.cache_info())
slow_square.cache_clear()
print(slow_square.cache_info(), slow_square.cache_parameters())


def logged(fn):
    @wraps(fn)
    def inner(*a, **k):
        return fn(*a, **k)
    return inner


@logged
def area(w, h=1):
    "Rectangle area."
    return w * h


print(area.__name__, area.__doc__, area.__wrapped__(2, 3), area.__qualname__)
by_len_then_alpha = cmp_to_key(lambda a, b: (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b))
print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=by_len_then_alpha))
print(ft.cache(lambda x: x)(5), ft.WRAPPER_ASSIGNMENTS)
