from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
print(Color.RED, repr(Color.GREEN), Color(3), Color["RED"], Color.RED.name, Color.RED.value, list(Color))
print(Color.RED is Color(1), Color.RED == 1, len(Color), Color.BLUE in Color, [c.name for c in reversed(Color)])
class Prio(IntEnum):
    LOW = auto()
    HIGH = auto()
print(Prio.LOW < Prio.HIGH, Prio.HIGH + 1, repr(Prio.HIGH), f"{Prio.LOW}", str(Prio.LOW), sorted([Prio.HIGH, Prio.LOW]))
class Perm(Flag):
    R = 4
    W = 2
    X = 1
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, list(rw), bool(Perm(0)), repr(Perm(0)), ~Perm.R)
class Bits(IntFlag):
    A = 1
    B = 2
print(Bits.A | Bits.B, repr(Bits.A | 8), Bits.A + 1, Bits(3))
class Shape(StrEnum):
    CIRCLE = auto()
    SQUARE = "sq"
print(Shape.CIRCLE, repr(Shape.SQUARE), Shape.CIRCLE == "circle", Shape("sq"), f"{Shape.SQUARE}!")
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / self.radius ** 2
print(Planet.EARTH.value, round(Planet.EARTH.gravity, 3), Color.__members__.keys())
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Color.RED.__class__.__name__, isinstance(Color.RED, Color))
match Color.GREEN:
    case Color.RED:
        print("red")
    case Color.GREEN:
        print("green")
