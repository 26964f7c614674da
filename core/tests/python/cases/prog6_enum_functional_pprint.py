from enum import Enum, IntEnum, Flag, auto
import dataclasses, pprint, reprlib
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass; self.radius = radius
    @property
    def gravity(self): return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, f"{Planet.EARTH.gravity:.2f}", Planet((3.303e+23, 2.4397e6)))
class Status(Enum):
    ACTIVE = "active"; INACTIVE = "inactive"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower(): return m
        return None
print(Status("ACTIVE"))
try: Status(3)
except ValueError as e: print(e)
class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values): return name.lower() + str(count)
    A = auto(); B = auto()
print(list(Auto), Auto.B.value)
Animal = Enum("Animal", "ANT BEE CAT")
print(Animal.BEE, Animal.BEE.value, list(Animal), Animal["CAT"])
Sz = Enum("Sz", [("S", 1), ("M", 2)]); print(Sz(2), Sz.S.name)
class Ord(IntEnum):
    A = 1; B = 2
print(Ord.A + Ord.B, max(Ord), Ord.A == 1, {Ord.A: "x"}[1], [m.name for m in sorted(Ord, reverse=True)])
class Shape(Enum):
    SQUARE = 2; DIAMOND = 1; ALIAS = 2
    def describe(self): return f"{self.name} with value {self.value}"
print(Shape.ALIAS, Shape.SQUARE.describe(), len(Shape), list(Shape.__members__), Shape.ALIAS is Shape.SQUARE)
print(hash(Shape.SQUARE) == hash(Shape.SQUARE), Shape.SQUARE in Shape, isinstance(Shape.SQUARE, Shape), type(Shape.SQUARE))
try: Shape.SQUARE = 3
except AttributeError as e: print(e)
try: Shape.SQUARE < Shape.DIAMOND
except TypeError as e: print(e)
class Perm(Flag):
    R = auto(); W = auto(); X = auto()
print(Perm.R, Perm.W.value, Perm.R | Perm.X, repr(Perm.R | Perm.X), (Perm.R | Perm.W) & Perm.W, Perm(0), Perm.R ^ Perm.R)
print([p.name for p in Perm], Perm.X.name, (Perm.R | Perm.W).name, len(Perm.R | Perm.W))
@dataclasses.dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    @property
    def total(self): return self.price * self.qty
@dataclasses.dataclass
class Order:
    id: int
    items: list = dataclasses.field(default_factory=list)
    note: str = dataclasses.field(default="", repr=False)
o = Order(7, [Item("pen", 1.5, 4), Item("book", 12.0)])
print(o, sum(i.total for i in o.items))
print(dataclasses.asdict(o))
print(dataclasses.is_dataclass(o), dataclasses.is_dataclass(Order), Order.__dataclass_fields__["note"].repr)
try:
    @dataclasses.dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e: print(e)
try:
    @dataclasses.dataclass
    class Bad2:
        a: list = []
except ValueError as e: print(e)
@dataclasses.dataclass(eq=False)
class NoEq:
    a: int
print(NoEq(1) == NoEq(1), NoEq.__hash__ is object.__hash__)
@dataclasses.dataclass(unsafe_hash=True)
class H:
    a: int
    b: list = dataclasses.field(default=None, hash=False, compare=False)
print(hash(H(1)) == hash(H(1, [2])), H(1) == H(1, [3]))
Pt = dataclasses.make_dataclass("Pt", [("x", int), ("y", int, dataclasses.field(default=0))])
print(Pt(1), Pt(1, 2) == Pt(1, 2))
@dataclasses.dataclass
class Parent:
    a: int
    b: int = 2
@dataclasses.dataclass
class Kid(Parent):
    c: int = 3
    a: int = 10
print(Kid(), Kid(1, 2, 3), [f.name for f in dataclasses.fields(Kid)])
data = {"users": [{"name": "alice", "roles": ["admin", "dev"], "meta": {"age": 30, "langs": ["py", "rs", "go"]}}, {"name": "bob", "roles": [], "meta": {}}], "count": 2}
pprint.pprint(data, width=40)
pprint.pprint(list(range(30)), compact=True, width=50)
print(pprint.pformat({"b": 1, "a": 2}), pprint.pformat("x" * 100, width=30))
lst = [1, 2]; lst.append(lst); print(lst, reprlib.repr(list(range(100))), reprlib.repr("a" * 50))
dd = {"k": 1}; dd["self"] = dd; print(dd)
print(pprint.pformat(o, width=50))
