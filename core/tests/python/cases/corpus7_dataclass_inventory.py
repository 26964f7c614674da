from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, KW_ONLY
import dataclasses
from typing import ClassVar, Optional

@dataclass(order=True)
class Product:
    sort_key: tuple = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: list = field(default_factory=list, compare=False)
    count: ClassVar[int] = 0
    def __post_init__(self):
        self.sort_key = (-self.price, self.name)
        Product.count += 1
    @property
    def value(self):
        return self.price * self.qty

@dataclass(frozen=True)
class Sku:
    code: str
    rev: int = 1
    def bump(self):
        return replace(self, rev=self.rev + 1)

@dataclass
class Order:
    sku: Sku
    amount: int
    _: KW_ONLY
    rush: bool = False
    note: Optional[str] = None
    discount: InitVar[float] = 0.0
    total: float = field(init=False, default=0.0)
    def __post_init__(self, discount):
        self.total = round(self.amount * 9.99 * (1 - discount), 2)

@dataclass(slots=True)
class Slotted:
    a: int
    b: int = 2

items = [Product("widget", 2.5, 10, ["a"]), Product("gadget", 10.0, 2), Product("doohickey", 2.5, 7), Product("bolt", 0.1, 500)]
for p in sorted(items):
    print(p, f"{p.value:.2f}")
print(Product.count, items[0] == Product("widget", 2.5, 10, ["zzz"]), items[0] < items[1])
print(asdict(items[0]))
print(astuple(items[1]))
print([f.name for f in fields(Product)], [f.name for f in fields(Order)])
s = Sku("X-1")
s2 = s.bump().bump()
print(s, s2, s == Sku("X-1"), hash(s) == hash(Sku("X-1")), {s, Sku("X-1"), s2} == {s, s2})
try:
    s.code = "Y"
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
o = Order(s, 3, rush=True, discount=0.1)
print(o)
print(Order(s2, 1))
try:
    Order(s, 1, True)
except TypeError as e:
    print("TypeError:", e)
sl = Slotted(1)
print(sl, Slotted.__slots__, hasattr(sl, "__dict__"))
try:
    Product("x")
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
    def add(self, *vals):
        for v in vals:
            self.children.append(Node(v))
        return self
tree = Node(1).add(2, 3)
tree.children[0].add(4)
print(tree)
print(asdict(tree))
print(dataclasses.is_dataclass(tree), dataclasses.is_dataclass(Node), dataclasses.is_dataclass(5))
@dataclass(eq=False)
class Ident:
    x: int
print(Ident(1) == Ident(1), Ident(1).__eq__(Ident(1)))
@dataclass(unsafe_hash=True)
class H:
    x: int
    y: list = field(hash=False, default=None)
print(hash(H(1)) == hash(H(1, [2])), H(1) == H(1, [2]))
try:
    @dataclass
    class Bad:
        x: list = []
except ValueError as e:
    print("ValueError:", e)
try:
    @dataclass
    class Bad2:
        x: int = 1
        y: int
except TypeError as e:
    print("TypeError:", e)
print(repr(Product.__init__.__doc__), Product.__match_args__, Order.__match_args__)
