from dataclasses import dataclass, field, KW_ONLY, InitVar, fields, is_dataclass, FrozenInstanceError, make_dataclass
from typing import ClassVar

@dataclass(slots=True)
class Point:
    x: float
    y: float = 0.0
    def dist(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4)
print(p, p.dist(), hasattr(p, "__dict__"), Point.__slots__, Point.__match_args__)

@dataclass
class User:
    name: str
    _: KW_ONLY
    admin: bool = False
    tags: list = field(default_factory=list)
    count: ClassVar[int] = 0
u = User("ann", admin=True)
print(u, [f.name for f in fields(User)], User.count)
try:
    User("bob", True)
except TypeError as e:
    print("TypeError:", e)

@dataclass
class Account:
    owner: str
    password: InitVar[str]
    hashed: str = field(init=False, repr=False)
    balance: float = field(default=0.0, compare=False)
    def __post_init__(self, password):
        self.hashed = "".join(reversed(password))
a = Account("ann", "secret", 10)
print(a, a.hashed, a == Account("ann", "other", 99), a == Account("ann", "x"))

@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    def bump(self):
        return Version(self.major, self.minor + 1)
v = Version(1, 2)
print(v, v.bump(), sorted([Version(2), Version(1, 9), v]), hash(v) == hash(Version(1, 2)), {v: 1}[Version(1, 2)])
try:
    v.major = 3
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Bad2:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
Pt3 = make_dataclass("Pt3", [("x", int), ("y", int, field(default=5))], namespace={"total": lambda self: self.x + self.y})
print(Pt3(1), Pt3(1).total(), is_dataclass(Pt3), is_dataclass(Pt3(1)), is_dataclass(int))
@dataclass
class Node:
    val: int
    children: list["Node"] = field(default_factory=list)
tree = Node(1, [Node(2), Node(3, [Node(4)])])
print(tree)
@dataclass(eq=False)
class Ident:
    v: int
print(Ident(1) == Ident(1), Ident(1).__eq__ is not None)
@dataclass(repr=False)
class Q:
    v: int
print(repr(Q(1)).startswith("<"), str(Point(1, 2)))
match Point(0, 5):
    case Point(0, y):
        print("on y axis", y)
