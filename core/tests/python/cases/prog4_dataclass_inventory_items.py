# dataclasses: defaults, field factories, ordering, frozen, post_init, replace, asdict
from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, KW_ONLY
from typing import List, Optional

@dataclass(order=True)
class Item:
    sort_index: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list, compare=False)
    def __post_init__(self):
        self.sort_index = self.price * self.qty
    @property
    def total(self):
        return self.price * self.qty

items = [Item("pen", 1.5, 10), Item("book", 12.0, 2, ["paper"]), Item("bag", 30.0, 1)]
for it in sorted(items):
    print(it, it.total)
print(items[0] == Item("pen", 1.5, 10, ["x"]))
print(asdict(items[1]))
print(astuple(items[2]))
print([f.name for f in fields(Item)], [f.init for f in fields(Item)])

@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
    def moved(self, dx):
        return replace(self, x=self.x + dx)
p = Point(1, 2)
print(p, p.moved(5), hash(p) == hash(Point(1, 2)))
try:
    p.x = 9
except Exception as e:
    print(type(e).__name__, e)

@dataclass
class Config:
    name: str
    secret: InitVar[Optional[str]] = None
    _: KW_ONLY
    debug: bool = False
    level: int = 1
    masked: str = field(init=False, default="")
    def __post_init__(self, secret):
        self.masked = "*" * len(secret) if secret else "-"
c = Config("svc", "hunter2", level=3)
print(c)
print(Config("x", debug=True))
try:
    Config("a", None, True)
except TypeError as e:
    print("TypeError:", e)

@dataclass
class Node:
    value: int
    children: list = field(default_factory=list)
    parent: "Node" = field(default=None, repr=False, compare=False)
root = Node(1)
root.children.append(Node(2, parent=root))
print(root)
print(asdict(Node(3, [Node(4)])))
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e:
    print("ValueError:", e)
print(Item.__match_args__, Point.__dataclass_params__.frozen if hasattr(Point, "__dataclass_params__") else None)
