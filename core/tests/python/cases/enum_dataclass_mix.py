from enum import Enum, IntEnum, Flag, auto, unique
from dataclasses import dataclass, field, asdict, astuple, replace, fields
import dataclasses
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    def describe(self): return f"{self.name.lower()}={self.value}"
    @classmethod
    def default(cls): return cls.GREEN
class Perm(Flag):
    R = auto(); W = auto(); X = auto()
class Level(IntEnum):
    LOW = 1; HIGH = 10
print(Color.RED, repr(Color.BLUE), Color(2), Color["BLUE"], Color.RED.describe(), Color.default())
print(list(Color), len(Color), Color.RED in Color, [c.name for c in Color], Color.RED is Color(1))
rw = Perm.R | Perm.W
print(rw, Perm.R in rw, Perm.X in rw, repr(rw), bool(Perm(0)), rw.value)
print(Level.LOW < Level.HIGH, Level.HIGH + 1, sorted([Level.HIGH, Level.LOW]), int(Level.HIGH), f"{Level.LOW}")
try:
    Color(7)
except ValueError as e:
    print(e)
@unique
class S(str, Enum):
    A = "a"; B = "b"
print(S.A == "a", S("b"), S.A.value, isinstance(S.A, str))
@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    tags: tuple = ()
@dataclass
class Inventory:
    name: str
    items: list = field(default_factory=list)
    count: int = field(default=0, repr=False)
    def __post_init__(self):
        self.count = len(self.items)
v1, v2 = Version(1, 2), Version(1, 10, ("rc",))
print(v1, v1 < v2, sorted([v2, v1]), v1 == Version(1, 2), hash(v1) == hash(Version(1, 2)))
try:
    v1.major = 3
except dataclasses.FrozenInstanceError as e:
    print("frozen:", e)
inv = Inventory("box", ["a", "b"])
print(inv, inv.count, asdict(inv), astuple(v2), replace(v1, minor=5))
print([f.name for f in fields(Inventory)], dataclasses.is_dataclass(inv), Inventory.__dataclass_fields__["items"].default_factory)
