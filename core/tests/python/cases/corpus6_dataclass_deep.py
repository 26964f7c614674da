import dataclasses
from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar, KW_ONLY, FrozenInstanceError, is_dataclass, make_dataclass
from typing import ClassVar, List

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list)
    secret: str = field(default="x", repr=False)
    weight: int = field(default=1, compare=False)
    count: ClassVar[int] = 0
a = Item("pen", 1.5)
t("repr", lambda: (a, Item("a", tags=["t"]), a == Item("pen", 1.5, weight=99), a == Item("pen", 2)))
t("fields", lambda: [(f.name, f.type if isinstance(f.type, str) else f.type.__name__, f.repr, f.compare, f.default if f.default is not dataclasses.MISSING else "MISSING") for f in fields(a)])
t("asdict", lambda: (asdict(a), astuple(a)))
t("replace", lambda: (replace(a, price=9), replace(a, tags=[1]).tags, a.tags))
t("replace bad", lambda: replace(a, nope=1))
t("hash", lambda: Item.__hash__ is None)
t("missing", lambda: Item())
t("too many", lambda: Item("a", 1, [], "s", 2, 3))
def bad_order():
    @dataclass
    class B:
        x: int = 0
        y: int
t("order err", bad_order)
def mutable_default():
    @dataclass
    class M:
        x: list = []
t("mutable default", mutable_default)
@dataclass(order=True, frozen=True)
class Ver:
    major: int
    minor: int = 0
t("order", lambda: (Ver(1, 2) < Ver(1, 3), sorted([Ver(2), Ver(1, 5), Ver(1)]), max(Ver(0, 9), Ver(1)), hash(Ver(1, 2)) == hash(Ver(1, 2)), {Ver(1): "a"}[Ver(1, 0)]))
t("frozen set", lambda: setattr(Ver(1), "major", 2))
t("frozen del", lambda: delattr(Ver(1), "major"))
t("frozen err type", lambda: issubclass(FrozenInstanceError, AttributeError))
t("order mismatch", lambda: Ver(1) < (1, 0))
@dataclass
class Rect:
    w: float
    h: float
    scale: InitVar[float] = 1.0
    area: float = field(init=False)
    def __post_init__(self, scale):
        self.w *= scale
        self.h *= scale
        self.area = self.w * self.h
t("post_init", lambda: (Rect(2, 3), Rect(2, 3, scale=2), [f.name for f in fields(Rect)]))
t("initvar replace", lambda: replace(Rect(1, 1, 3), w=5, scale=1))
@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int
t("kw_only", lambda: (Opts(level=3), Opts(level=1, verbose=True)))
t("kw_only pos", lambda: Opts(3))
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int
t("KW_ONLY", lambda: (Mixed(1, c=3), Mixed(1, b=5, c=0)))
t("KW_ONLY pos", lambda: Mixed(1, 2, 3))
@dataclass
class Pt:
    x: int
    y: int = field(default=0, kw_only=True)
t("field kw_only", lambda: (Pt(1, y=2), Pt(5)))
@dataclass(slots=True)
class Slotted:
    a: int
    b: str = "z"
s = Slotted(1)
t("slots", lambda: (s, Slotted.__slots__, hasattr(s, "__dict__")))
t("slots set", lambda: setattr(s, "c", 1))
@dataclass
class Base:
    x: int = 1
    y: int = 2
@dataclass
class Derived(Base):
    z: int = 3
    x: int = 10
t("inherit", lambda: (Derived(), Derived(5, 6, 7), [f.name for f in fields(Derived)]))
@dataclass
class Tree:
    val: int
    kids: List["Tree"] = field(default_factory=list)
tr = Tree(1, [Tree(2), Tree(3, [Tree(4)])])
t("nested asdict", lambda: asdict(tr))
t("nested astuple", lambda: astuple(tr))
t("asdict factory", lambda: asdict(Item("q"), dict_factory=lambda kv: [k for k, v in kv]))
t("is_dataclass", lambda: (is_dataclass(a), is_dataclass(Item), is_dataclass(1)))
t("fields bad", lambda: fields(1))
t("asdict class", lambda: asdict(Item))
P = make_dataclass("P", ["x", ("y", int), ("z", int, field(default=5))], namespace={"total": lambda self: self.x + self.y + self.z})
t("make", lambda: (P(1, 2), P(1, 2).total(), P.__name__))
@dataclass(eq=False)
class NoEq:
    v: int
t("eq false", lambda: (NoEq(1) == NoEq(1), NoEq.__hash__ is object.__hash__))
@dataclass(unsafe_hash=True)
class H:
    v: int
    w: int = field(hash=False)
t("unsafe hash", lambda: hash(H(1, 2)) == hash(H(1, 3)))
@dataclass(repr=False)
class NoRepr:
    v: int
t("repr false", lambda: repr(NoRepr(1)).startswith("<"))
@dataclass
class WithProp:
    _v: int = 0
    @property
    def v(self):
        return self._v * 2
t("prop", lambda: (WithProp(4).v, WithProp()))
t("match args", lambda: (Item.__match_args__, Opts.__match_args__, Mixed.__match_args__))
def m(o):
    match o:
        case Ver(1, minor):
            return f"v1.{minor}"
        case Item(name, price=p) if p > 1:
            return f"pricey {name}"
        case _:
            return "other"
t("match", lambda: [m(x) for x in (Ver(1, 4), Ver(2), Item("a", 5), Item("b"))])
t("field repr", lambda: repr(field(default=1)).startswith("Field("))
t("default_factory call", lambda: (lambda x, y: x.tags is not y.tags)(Item("a"), Item("b")))
t("doc", lambda: Ver.__doc__)
t("eq other", lambda: Item("a") == ("a", 0.0))
