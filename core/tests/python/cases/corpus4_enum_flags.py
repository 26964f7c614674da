import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(Perm.R | Perm.W, Perm.RWX, Perm(6), Perm(0), list(Perm), Perm.R in Perm.RWX)
print(repr(Perm.R | Perm.X), str(Perm.W), bool(Perm(0)), (Perm.RWX & ~Perm.W), list(Perm.R | Perm.W))
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.CRIMSON, Color.CRIMSON is Color.RED, list(Color), list(Color.__members__))
print(Color(2), Color["BLUE"], Color.RED.name, Color.RED.value, repr(Color.GREEN), f"{Color.BLUE}", str(Color.RED))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
class Shape(IntEnum):
    CIRCLE = auto()
    SQUARE = auto()
print(Shape.SQUARE, Shape.SQUARE + 1, Shape.CIRCLE < Shape.SQUARE, f"{Shape.SQUARE}", repr(Shape.CIRCLE), int(Shape.SQUARE))
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
for pl in Planet:
    print(pl.name, round(pl.gravity, 2), pl.value)
class Ordinal(str, Enum):
    FIRST = "1st"
    SECOND = "2nd"
print(Ordinal.FIRST == "1st", Ordinal.FIRST.upper(), f"{Ordinal.SECOND}", str(Ordinal.SECOND))
class Lower(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    ALPHA = auto()
    BETA = auto()
print(list(Lower), Lower.BETA.value)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
print(Mode.A | Mode.C, Mode(3), Mode.A | 8, repr(Mode(0)), Mode.B & 3, int(Mode.A | Mode.B))
Animal = Enum("Animal", "CAT DOG COW")
print(list(Animal), Animal.DOG.value, Enum("E", [("X", 10), ("Y", 20)]).Y)
class WithMeth(Enum):
    ON = 1
    OFF = 0
    def toggle(self):
        return WithMeth.OFF if self is WithMeth.ON else WithMeth.ON
    @classmethod
    def parse(cls, s):
        return cls[s.upper()]
print(WithMeth.ON.toggle(), WithMeth.parse("off"), len(WithMeth), WithMeth.ON in WithMeth)
print(sorted(Color, key=lambda c: c.name), {c: c.value for c in Color})
print(Color.RED.__class__.__name__, type(Color.RED) is Color, isinstance(Shape.CIRCLE, int))
