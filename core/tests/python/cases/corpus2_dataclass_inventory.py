from dataclasses import dataclass, field, asdict, astuple, replace, InitVar, fields, KW_ONLY, FrozenInstanceError, is_dataclass
from typing import List, ClassVar
@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)
vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9, label="beta"), Version(1, 2, 0, "rc")]
print(sorted(vs)); print(Version(1, 2) == Version(1, 2, label="x"), Version(1) < Version(1, 0, 1))
@dataclass(frozen=True)
class Point:
    x: float
    y: float = 0.0
    def dist(self): return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4); print(p, p.dist(), hash(p) == hash(Point(3, 4)), {p: 1})
try: p.x = 5
except FrozenInstanceError as e: print("FrozenInstanceError", e)
print(replace(p, y=0), asdict(p), astuple(p))
@dataclass
class Inventory:
    owner: str
    items: List[str] = field(default_factory=list)
    counts: dict = field(default_factory=dict, repr=False)
    total: int = field(init=False, default=0)
    scale: InitVar[int] = 1
    kind: ClassVar[str] = "inv"
    def __post_init__(self, scale):
        self.total = len(self.items) * scale
a = Inventory("ann", ["x", "y"], scale=3); b = Inventory("bob")
b.items.append("z"); print(a, b, a.total, Inventory.kind, [f.name for f in fields(a)])
print(asdict(a))
@dataclass(kw_only=True)
class Cfg:
    host: str
    port: int = 80
print(Cfg(host="h"), Cfg(port=1, host="x"))
try: Cfg("h")
except TypeError as e: print("TypeError", e)
@dataclass
class Mixed:
    a: int
    _: KW_ONLY
    b: int = 2
    c: int
print(Mixed(1, c=3))
@dataclass(slots=True)
class S:
    x: int
    y: int = 1
s = S(1); print(s, S.__slots__, hasattr(s, "__dict__"))
try: s.z = 1
except AttributeError as e: print("AttributeError", e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e: print("TypeError", e)
try:
    @dataclass
    class Bad2:
        a: list = []
except ValueError as e: print("ValueError", e)
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
tree = Node(1, [Node(2), Node(3, [Node(4)])])
print(asdict(tree)); print(tree == Node(1, [Node(2), Node(3, [Node(4)])]), is_dataclass(tree), is_dataclass(Node))
@dataclass(eq=False)
class NoEq:
    v: int
print(NoEq(1) == NoEq(1), repr(NoEq(2)))
@dataclass(unsafe_hash=True)
class H:
    v: int
print(hash(H(1)) == hash(H(1)), Version.__match_args__, Inventory.__dataclass_fields__["items"].default_factory)
