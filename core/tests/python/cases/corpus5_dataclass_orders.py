from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar
from typing import List, Optional
@dataclass
class LineItem:
    sku: str
    qty: int = 1
    unit: float = 0.0
    @property
    def total(self):
        return round(self.qty * self.unit, 2)
@dataclass
class Order:
    oid: int
    customer: str
    items: List[LineItem] = field(default_factory=list)
    note: Optional[str] = None
    discount: InitVar[float] = 0.0
    subtotal: float = field(init=False, default=0.0)
    def __post_init__(self, discount):
        self.subtotal = round(sum(i.total for i in self.items) * (1 - discount), 2)
@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    @classmethod
    def parse(cls, s):
        return cls(*map(int, s.split(".")))
    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"
o = Order(1, "zoe", [LineItem("a", 2, 1.25), LineItem("b", unit=9.99)], discount=0.1)
print(o)
print(o.subtotal, asdict(o)["items"][1], astuple(LineItem("q", 3, 0.5)))
print([f.name for f in fields(Order)], [f.name for f in fields(o)])
o2 = replace(o, oid=2, note="gift", discount=0.0)
print(o2.oid, o2.note, o2.subtotal, o == o2, o == Order(1, "zoe", list(o.items), discount=0.1))
vs = sorted(map(Version.parse, ["1.2.10", "1.10.0", "1.2.9", "0.9"]))
print(vs)
print([str(v) for v in vs], max(vs), Version(1) < Version(1, 0, 1))
try:
    vs[0].major = 5
except Exception as e:
    print(type(e).__name__, e)
print(hash(Version(1, 2)) == hash(Version(1, 2)), len({Version(1), Version(1, 0, 0)}))
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list, repr=False)
    parent: "Node" = field(default=None, compare=False, repr=False)
    def add(self, v):
        n = Node(v, parent=self)
        self.children.append(n)
        return n
root = Node(0)
a = root.add(1); a.add(3); root.add(2)
print(root, root.children, a.parent.val, Node(1) == Node(1, [], root))
try:
    @dataclass
    class Bad:
        x: int = 0
        y: int
except TypeError as e:
    print(e)
try:
    @dataclass
    class Bad2:
        x: list = []
except ValueError as e:
    print(e)
print(Order.__init__.__name__, LineItem.__eq__ is not object.__eq__, Version.__hash__ is not None)
