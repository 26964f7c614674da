from dataclasses import dataclass, field, fields, make_dataclass, asdict, FrozenInstanceError, MISSING
from typing import ClassVar, List
import dataclasses

@dataclass
class Item:
    name: str
    price: float = field(default=0.0, metadata={"unit": "USD"})
    secret: str = field(default="x", repr=False)
    count: ClassVar[int] = 0
    tags: List[str] = field(default_factory=list, compare=False)
print(Item("a"), Item("a", tags=["t"]) == Item("a"), [f.name for f in fields(Item)], fields(Item)[1].metadata["unit"])
print(Item.__match_args__, Item.count, "count" in [f.name for f in fields(Item)], fields(Item)[0].default is MISSING)
f0 = fields(Item)[0]
print(f0.name, f0.type, f0.init, f0.repr, f0.compare, f0.hash, f0.kw_only)

@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str = field(hash=False, default="")
print(hash(Key(1, "x")) == hash(Key(1, "y")), Key(1) in {Key(1)}, len({Key(1, "p"), Key(1, "q")}))
@dataclass
class NoHash:
    a: int
print(NoHash.__hash__ is None)
try:
    {NoHash(1)}
except TypeError as e:
    print(type(e).__name__, e)
@dataclass(frozen=True)
class FrozenPt:
    x: int
    y: int = 0
fp = FrozenPt(1)
print(hash(fp) == hash(FrozenPt(1, 0)), {fp: "ok"}[FrozenPt(1)])
try:
    del fp.x
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    @dataclass
    class Thawed(FrozenPt):
        z: int = 0
except TypeError as e:
    print(type(e).__name__, e)

@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
print(sorted([Task(3, "c"), Task(1, "a"), Task(2, "b")]), Task(1, "x") < Task(2, "y"), Task(1, "x") == Task(1, "y"))
try:
    Task(1, "a") < 5
except TypeError as e:
    print(type(e).__name__, e)
Pt3 = make_dataclass("Pt3", [("x", int), ("y", int, field(default=0)), "z"] if False else [("x", int), ("y", int, field(default=0))], namespace={"norm": lambda self: abs(self.x) + abs(self.y)})
print(Pt3(3, -4), Pt3(3, -4).norm(), Pt3.__name__)
@dataclass
class Nested:
    items: list
    meta: dict
    inner: Item
n = Nested([Item("z", 1.0)], {"k": (1, 2)}, Item("q"))
print(asdict(n))
print(asdict(n, dict_factory=lambda pairs: [k for k, _ in pairs]))
@dataclass
class Base:
    x: int = 1
    def __post_init__(self):
        print("Base post init", self)
@dataclass
class Derived(Base):
    y: int = 2
    def __post_init__(self):
        super().__post_init__()
        print("Derived post init", self.y)
Derived()
@dataclass(init=False)
class Manual:
    a: int
    def __init__(self, raw):
        self.a = int(raw)
print(Manual("42"), dataclasses.fields(Manual)[0].name)
@dataclass(eq=False)
class Identity:
    v: int
i1 = Identity(1)
print(i1 == Identity(1), i1 == i1, Identity.__hash__ is object.__hash__)
@dataclass
class WithProp:
    _v: int = 0
    @property
    def v(self):
        return self._v * 2
print(WithProp(5).v, WithProp())
try:
    Item()
except TypeError as e:
    print(type(e).__name__, e)
try:
    Item("a", 1, "s", ["t"], 5)
except TypeError as e:
    print(type(e).__name__, e)
