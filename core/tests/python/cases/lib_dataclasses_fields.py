# field() options: repr, compare, init, metadata, kw_only; KW_ONLY; the dataclass(...) flags.
from dataclasses import dataclass, field, fields, KW_ONLY, MISSING


@dataclass
class Item:
    name: str
    price: float = field(default=0.0, metadata={"unit": "EUR"})
    secret: str = field(default="s", repr=False)
    cache: dict = field(default_factory=dict, compare=False, repr=False)
    count: int = field(default=1, init=False)


it = Item("pen", 1.5)
print(it, it.secret, it.cache, it.count)
print(it == Item("pen", 1.5, "other", {"x": 1}), it == Item("pen", 1.5))
try:
    Item("pen", 1.5, "s", {}, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    Item("pen", count=3)
except TypeError as e:
    print("TypeError:", e)
f = fields(Item)
print([x.name for x in f])
print(f[1].metadata["unit"], len(f[0].metadata), "unit" in f[1].metadata)
print(f[0].default is MISSING, f[0].default_factory is MISSING, f[3].default is MISSING)
print(f[3].default_factory is dict, f[4].init, f[2].repr, f[3].compare, f[1].hash, f[0].kw_only)
print(Item.__doc__)


@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int
    tags: list = field(default_factory=list)


print(Opts(level=3), Opts(level=1, verbose=True, tags=["a"]))
try:
    Opts(3)
except TypeError as e:
    print("TypeError:", e)
try:
    Opts()
except TypeError as e:
    print("TypeError:", e)
print(Opts.__match_args__, Opts.__doc__)


@dataclass
class Mixed:
    a: int
    b: int = field(kw_only=True, default=5)
    c: int = 0
    _: KW_ONLY
    d: int
    e: int = 9


print(Mixed(1, d=4), Mixed(1, 2, d=3, b=0), [x.kw_only for x in fields(Mixed)])
print(Mixed.__match_args__, Mixed.__doc__)
try:
    Mixed(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)

try:
    @dataclass
    class TwoMarkers:
        a: int
        _: KW_ONLY
        b: int
        __: KW_ONLY
except TypeError as e:
    print("TypeError:", e)


@dataclass(init=False)
class NoInit:
    a: int = 1

    def __init__(self, v):
        self.a = v * 2


print(NoInit(4), NoInit(4) == NoInit(4))


@dataclass(repr=False)
class NoRepr:
    a: int


print(repr(NoRepr(1)).startswith("<__main__.NoRepr object"))


@dataclass(match_args=False)
class NoMatch:
    a: int


print(hasattr(NoMatch, "__match_args__"))


@dataclass
class DefaultFactoryLambda:
    data: list = field(default_factory=lambda: [1, 2])
    n: int = field(default_factory=int)


x1, x2 = DefaultFactoryLambda(), DefaultFactoryLambda()
x1.data.append(3)
print(x1, x2, DefaultFactoryLambda([0], 5))
print(hasattr(DefaultFactoryLambda, "data"), Item.price, Item.secret, hasattr(Item, "cache"))
Opts(1, 2)
