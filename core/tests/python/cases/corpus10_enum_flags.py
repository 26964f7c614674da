from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum
class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3
    ALIAS = 1
    def is_early(self):
        return self.value <= 2
    @classmethod
    def parse(cls, s):
        return cls[s.upper()]
print(list(Weekday), Weekday.ALIAS is Weekday.MON, Weekday(2), Weekday["WED"], Weekday.parse("tue").is_early())
print(Weekday.MON.name, Weekday.MON.value, repr(Weekday.TUE), str(Weekday.WED), f"{Weekday.WED}", len(Weekday))
print(list(Weekday.__members__), Weekday.MON in Weekday, isinstance(Weekday.MON, Weekday), hash(Weekday.MON) == hash(Weekday.MON))
try:
    Weekday(9)
except ValueError as e:
    print(e)
try:
    Weekday.MON.value = 3
except AttributeError as e:
    print("AttributeError")
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = R | W
rw = Perm.R | Perm.W
print(rw, repr(rw), rw is Perm.RW, Perm.R in rw, Perm.X in rw, bool(Perm(0)), rw & Perm.W, ~Perm.R, list(Perm.R | Perm.X))
print(Perm(7), repr(Perm(0)), Perm.RW.name, (Perm.R | Perm.X).name, len(Perm(7)))
class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
print(Mode.A | Mode.C, Mode.A | 8, int(Mode.B | Mode.C), Mode.A + 1, repr(Mode(3)), Mode(5) == 5)
class Status(IntEnum):
    OK = 200
    NOT_FOUND = 404
print(Status.OK == 200, Status.OK < Status.NOT_FOUND, sorted([Status.NOT_FOUND, Status.OK]), Status(404).name, Status.OK + 1, f"{Status.OK}", str(Status.OK), repr(Status.OK))
print({Status.OK: "a"}[200], [0] * 0 or list(range(Status.OK))[-1])
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass, self.radius = mass, radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / self.radius ** 2
print(Planet.EARTH.value, round(Planet.EARTH.gravity, 3), Planet.MERCURY.mass)
class Auto(Enum):
    A = auto()
    B = auto()
    C = "x"
    D = auto()
print([m.value for m in Auto])
class Lower(StrEnum):
    ALPHA = auto()
    BETA = "Beta"
print(Lower.ALPHA, Lower.ALPHA == "alpha", Lower.BETA.upper(), f"{Lower.BETA}!", repr(Lower.ALPHA), "".join(Lower))
class Named(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() * 2
    X = auto()
    Y = auto()
print(Named.X.value, Named("yy"))
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Enum("E", [("A", 10), ("B", 20)]).B.value)
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    _ignore_ = ["tmp"]
print(sorted(Shape, key=lambda s: s.value), max(Shape, key=lambda s: s.value))
try:
    Shape.SQUARE < Shape.CIRCLE
except TypeError as e:
    print(e)
print(Weekday.MON == 1, Status.OK == 200, Weekday.MON.__class__.__name__, type(Weekday).__name__)
