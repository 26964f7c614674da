from enum import Enum, IntFlag, StrEnum, auto, Flag, IntEnum

class Status(StrEnum):
    ACTIVE = auto()
    INACTIVE = auto()
    PENDING_REVIEW = auto()
print(list(Status), Status.ACTIVE == "active", f"{Status.PENDING_REVIEW}", Status("inactive"), Status.ACTIVE.upper())

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
for p in Planet:
    print(p.name, p.value, f"{p.gravity:.2f}")

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value.upper()]
        return None
print(Color.CRIMSON, Color.CRIMSON is Color.RED, list(Color), Color.__members__.keys(), Color("green"))
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
rw = Perm.R | Perm.W
print(rw, repr(rw), int(rw), Perm(7), Perm.R & 6, rw ^ Perm.W, ~Perm.R, Perm(0), list(Perm(5)))
print(Perm.R in rw, rw + 1, repr(Perm(8)), bin(Perm.X | 8))
class Ordinal(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    FIRST = auto()
    SECOND = auto()
print([(m.name, m.value) for m in Ordinal])
class Shape(Flag):
    CIRCLE = auto()
    SQUARE = auto()
    ROUND_SQUARE = CIRCLE | SQUARE
print(Shape.ROUND_SQUARE, list(Shape), Shape.CIRCLE | Shape.SQUARE is Shape.ROUND_SQUARE, len(Shape))
try:
    Color.RED = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    class Extend(Color):
        PINK = 9
except TypeError as e:
    print("TypeError:", e)
class Level(IntEnum):
    LOW = 1
    HIGH = 10
print(sorted([Level.HIGH, 3, Level.LOW]), Level.HIGH * 2, Level(10).name, Level.LOW < 5, format(Level.HIGH, "03d"), str(Level.LOW))
print(Color.RED.__class__.__name__, type(Color).__name__, isinstance(Color.RED, Enum), hash(Color.RED) == hash(Color.RED))
d = {Color.RED: "r", Status.ACTIVE: "a"}
print(d[Color.CRIMSON], d["active"], Status.ACTIVE.name, Status.ACTIVE.value, repr(Status.ACTIVE))
