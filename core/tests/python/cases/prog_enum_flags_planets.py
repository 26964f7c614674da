from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum


class Color(Enum):
    RED = "#ff0000"
    GREEN = "#00ff00"
    BLUE = "#0000ff"
    CRIMSON = "#ff0000"  # alias

    @property
    def rgb(self):
        h = self.value.lstrip("#")
        return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))

    @classmethod
    def from_rgb(cls, r, g, b):
        return cls(f"#{r:02x}{g:02x}{b:02x}")

    def __str__(self):
        return self.name.lower()


print(list(Color), Color.CRIMSON is Color.RED, Color.CRIMSON.name)
print(Color.RED.rgb, Color.from_rgb(0, 0, 255), repr(Color.GREEN), f"{Color.BLUE}", str(Color.BLUE))
print(Color.__members__.keys(), len(Color), Color["GREEN"], Color("#00ff00"))
print({c: c.value for c in Color}[Color.RED], Color.RED == "#ff0000", Color.RED.value == "#ff0000")


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


tasks = [("deploy", Priority.HIGH), ("lint", Priority.LOW), ("test", Priority.MEDIUM)]
print(sorted(tasks, key=lambda t: t[1], reverse=True))
print(Priority.HIGH > Priority.LOW, Priority.HIGH + 1, Priority(2), int(Priority.LOW), Priority.HIGH == 3)
print(f"{Priority.HIGH}", str(Priority.HIGH), repr(Priority.HIGH), format(Priority.LOW, "03d"))


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC


p = Perm.READ | Perm.EXEC
print(p, repr(p), Perm.WRITE in p, Perm.READ in p, bool(Perm.NONE), p.value)
print(Perm.RW, Perm.ALL & ~Perm.WRITE, Perm(3), list(Perm.ALL), [m.name for m in Perm])
print(Perm.ALL ^ Perm.READ, Perm.READ | Perm.WRITE is Perm.RW, Perm(0))


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


m = Mode.R | Mode.W
print(m, repr(m), int(m), m | 1, Mode(7), Mode(8) if False else "", oct(Mode.R | Mode.X))


class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    JUPITER = (1.9e+27, 7.1492e7)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def surface_gravity(self):
        G = 6.67300E-11
        return G * self.mass / (self.radius * self.radius)


for pl in Planet:
    print(f"{pl.name:<8} {pl.surface_gravity:6.2f}")


class Weekday(Enum):
    MON = auto()
    TUE = auto()
    WED = auto()

    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]


print(Weekday.MON.value, Weekday.WED.next(), Weekday.TUE.next().name)


class Shade(StrEnum):
    LIGHT = auto()
    DARK = "dark-mode"


print(Shade.LIGHT, Shade.DARK.upper(), Shade.LIGHT == "light", list(Shade))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
try:
    Color("purple")
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PURPLE"]
except KeyError as e:
    print("KeyError:", e)
try:
    Color.RED = "x"
except AttributeError as e:
    print("AttributeError:", e)
try:
    class Sub(Color):
        EXTRA = 1
except TypeError as e:
    print("TypeError:", e)
match Color.from_rgb(255, 0, 0):
    case Color.RED:
        print("matched red")
    case _:
        print("other")
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Enum("X", [("A", 10), ("B", 20)]).B)
