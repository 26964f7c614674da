# inventory system with dataclass features: kw_only, InitVar, __post_init__, slots, frozen, field metadata
from dataclasses import dataclass, field, fields, InitVar, KW_ONLY, replace, astuple, FrozenInstanceError, is_dataclass, asdict
from decimal import Decimal
from typing import ClassVar

@dataclass(frozen=True, order=True)
class SKU:
    family: str
    number: int
    def __str__(self): return f"{self.family}-{self.number:04d}"

@dataclass
class Item:
    sku: SKU
    name: str
    price: Decimal = Decimal("0")
    _: KW_ONLY
    qty: int = 0
    tags: list = field(default_factory=list, metadata={"help": "free-form labels"})
    discount: InitVar[float] = 0.0
    created: int = field(init=False, repr=False, default=0)
    instances: ClassVar[int] = 0
    def __post_init__(self, discount):
        if self.qty < 0:
            raise ValueError(f"negative qty for {self.sku}")
        if discount:
            self.price = (self.price * Decimal(1 - discount)).quantize(Decimal("0.01"))
        Item.instances += 1
        self.created = Item.instances
    @property
    def value(self): return self.price * self.qty

@dataclass(slots=True)
class Bin:
    code: str
    items: list = field(default_factory=list)
    def total(self): return sum((i.value for i in self.items), Decimal(0))

a = Item(SKU("BOLT", 7), "bolt", Decimal("0.25"), qty=400, tags=["metal"])
b = Item(SKU("NUT", 12), "nut", Decimal("0.10"), qty=1000, discount=0.2)
c = Item(SKU("BOLT", 3), "big bolt", Decimal("1.50"), qty=20)
print(a, b, sep="\n")
print(str(a.sku), a.sku < c.sku, sorted([a.sku, b.sku, c.sku]), a.created, b.created, Item.instances)
bin1 = Bin("A1", [a, b, c])
print(bin1.total(), Bin.__slots__, hasattr(bin1, "__dict__"))
try:
    bin1.colour = "red"
except AttributeError as e:
    print("AttributeError", e)
try:
    a.sku.number = 9
except FrozenInstanceError as e:
    print("FrozenInstanceError", e)
try:
    Item(SKU("X", 1), "x", qty=-1)
except ValueError as e:
    print("ValueError", e)
try:
    Item(SKU("X", 1), "x", Decimal(1), 5)
except TypeError as e:
    print("TypeError", e)
print([f.name for f in fields(Item)], fields(Item)[4].metadata["help"], fields(Item)[3].kw_only, [f.name for f in fields(a) if not f.init])
d = replace(a, qty=10, discount=0.5)
print(d.price, d.qty, d.created, d.tags is a.tags)
print(astuple(SKU("Q", 1)), asdict(c)["sku"], is_dataclass(a), is_dataclass(Item), is_dataclass(5))
print(hash(SKU("A", 1)) == hash(SKU("A", 1)), {SKU("A", 1): "x"}[SKU("A", 1)], SKU("A", 1) == SKU("A", 1), SKU("A", 1) == ("A", 1))
try:
    hash(a)
except TypeError as e:
    print("TypeError", e)
@dataclass
class Base:
    x: int = 0
    y: int = 1
@dataclass
class Derived(Base):
    z: int = 2
    x: int = 10
print(Derived(), Derived(1, 2, 3), [f.name for f in fields(Derived)])
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass
    class Bad2:
        items: list = []
except ValueError as e:
    print("ValueError", e)
@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), Ident(1).__hash__ is not None, repr(Ident(2)))
@dataclass(repr=False, unsafe_hash=True)
class H:
    v: int
    w: int = field(hash=False, compare=False, default=0)
print(hash(H(1, 5)) == hash(H(1, 9)), H(1, 5) == H(1, 9), repr(H(1))[:10])
