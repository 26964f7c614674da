from dataclasses import dataclass, field, asdict, astuple, replace, fields, InitVar, KW_ONLY, FrozenInstanceError, is_dataclass
from typing import ClassVar
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)
    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}{'-' + self.label if self.label else ''}"
vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9, 9, "beta"), Version(1, 2, 0, "rc")]
print(sorted(vs))
print([str(v) for v in sorted(vs, reverse=True)], Version(1, 2) == Version(1, 2, 0, "x"))
@dataclass
class Cart:
    owner: str
    items: list = field(default_factory=list)
    count: ClassVar[int] = 0
    discount: InitVar[float] = 0.0
    total: float = field(init=False, repr=False, default=0.0)
    def __post_init__(self, discount):
        Cart.count += 1
        self.total = sum(p for _, p in self.items) * (1 - discount)
c = Cart("ann", [("pen", 2.0), ("ink", 3.0)], 0.1)
print(c, c.total, Cart.count, [f.name for f in fields(c)])
print(asdict(c), astuple(c))
print(replace(c, owner="bob", discount=0.5).total)
@dataclass(frozen=True)
class Point:
    x: float
    y: float
    def moved(self, dx, dy):
        return replace(self, x=self.x + dx, y=self.y + dy)
p = Point(1, 2)
try:
    p.x = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(p.moved(3, 4), hash(p) == hash(Point(1, 2)), {p, Point(1, 2)} == {p})
@dataclass
class Opts:
    name: str
    _: KW_ONLY
    verbose: bool = False
    level: int = 1
print(Opts("x", level=3), Opts("y", verbose=True))
try:
    Opts("x", True)
except TypeError as e:
    print("TypeError:", e)
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
@dataclass(eq=False)
class Node:
    val: int
    children: list = field(default_factory=list)
n = Node(1, [Node(2), Node(3, [Node(4)])])
print(n)
print(asdict(n))
print(is_dataclass(n), is_dataclass(Node), is_dataclass(3), Node(1) == Node(1))
@dataclass(slots=True)
class Slotted:
    a: int
    b: str = "b"
s = Slotted(1)
print(s, Slotted.__slots__, hasattr(s, "__dict__"))
@dataclass(repr=False)
class Q:
    a: int
    def __repr__(self):
        return "Q!"
print(Q(1), [Q(2)])
