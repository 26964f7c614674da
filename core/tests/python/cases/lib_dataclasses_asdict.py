# asdict, astuple (recursive, copying), replace, fields, and their errors.
from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from collections import namedtuple


@dataclass
class Inner:
    a: int
    b: list = field(default_factory=list)


@dataclass
class Outer:
    name: str
    inner: Inner
    items: list
    mapping: dict
    pair: tuple = (1, 2)


o = Outer("o", Inner(1, [1, 2]), [Inner(2), 3], {"k": Inner(3), "n": [1]})
d = asdict(o)
print(d)
print(astuple(o))
print(d["inner"]["b"] is o.inner.b, d["items"] is o.items, d["mapping"]["n"] is o.mapping["n"])
t = astuple(o)
print(t[1][1] is o.inner.b, type(t).__name__, type(d).__name__)
print(asdict(Inner(5), dict_factory=lambda kv: [k for k, v in kv]))
print(astuple(Inner(5, [6]), tuple_factory=list))
NT = namedtuple("NT", "x y")


@dataclass
class WithNT:
    nt: object
    tup: tuple


w = WithNT(NT(Inner(1), 2), (Inner(3), [Inner(4)]))
print(asdict(w))
print(astuple(w))
for bad in (Inner, 3, "s", [Inner(1)]):
    try:
        asdict(bad)
    except TypeError as e:
        print("TypeError:", e)
    try:
        astuple(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    fields(3)
except TypeError as e:
    print("TypeError:", e)
try:
    fields(NT)
except TypeError as e:
    print("TypeError:", e)

i = Inner(1, [9])
j = replace(i, a=2)
print(i, j, j.b is i.b)
print(replace(i), replace(i) == i, replace(i) is i)
try:
    replace(i, c=3)
except TypeError as e:
    print("TypeError:", e)
try:
    replace(Inner, a=1)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Computed:
    x: int
    doubled: int = field(init=False)

    def __post_init__(self):
        self.doubled = self.x * 2


c = Computed(4)
print(c, replace(c, x=5), asdict(c))
try:
    replace(c, doubled=1)
except ValueError as e:
    print("ValueError:", e)


@dataclass
class WithIV:
    x: int
    factor: InitVar[int]

    def __post_init__(self, factor):
        self.x *= factor


v = WithIV(2, 3)
print(v, replace(v, factor=10), asdict(v), astuple(v))
try:
    replace(v)
except ValueError as e:
    print("ValueError:", e)
print([f.name for f in fields(v)], [f.name for f in fields(Computed)])
asdict(42)
