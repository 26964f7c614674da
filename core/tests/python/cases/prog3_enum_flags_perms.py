from enum import Enum, IntEnum, Flag, IntFlag, auto, unique

class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = R | W
    ALL = R | W | X

print(Perm.R | Perm.W, Perm.RW, Perm.ALL, Perm(0), Perm(5))
print(list(Perm), [m.name for m in Perm.ALL], list(Perm.R | Perm.X))
print(Perm.R in Perm.RW, Perm.X in Perm.RW, bool(Perm(0)), ~Perm.R, Perm.ALL ^ Perm.W)
print(repr(Perm.R | Perm.X), repr(Perm(0)), len(Perm.ALL), len(Perm(0)))
try:
    Perm(8)
except ValueError as e:
    print(type(e).__name__, e)

class Color(IntFlag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
print(Color.RED | 8, Color.RED + 1, Color.BLUE.value, Color(3), repr(Color(3)), int(Color.GREEN | Color.BLUE))
print(Color.RED & Color.GREEN, repr(Color.RED & Color.GREEN))

class Status(Enum):
    ACTIVE = "active"
    INACTIVE = "inactive"
    PENDING = "pending"
    def label(self):
        return self.value.title()
    @classmethod
    def parse(cls, text):
        return cls(text.lower())
print(Status.parse("PENDING"), Status.ACTIVE.label(), Status["INACTIVE"].value)
try:
    Status("bogus")
except ValueError as e:
    print(type(e).__name__, e)
try:
    Status["nope"]
except KeyError as e:
    print(type(e).__name__, e)

class Level(IntEnum):
    LOW = 1
    MID = 5
    HIGH = 10
print(sorted([Level.HIGH, Level.LOW, 3]), Level.MID < 7, Level(10).name, f"{Level.MID}", str(Level.LOW), format(Level.HIGH, "03d"))
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
print(list(Shape), Shape.ALIAS_FOR_SQUARE, list(Shape.__members__))
try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        UNO = 1
except ValueError as e:
    print(type(e).__name__, e)
print(Status.ACTIVE is Status("active"), Status.ACTIVE == "active", isinstance(Status.ACTIVE, Status))
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / self.radius ** 2
for p in Planet:
    print(p.name, f"{p.gravity:.2f}")
