# enum Flag permissions + IntEnum http statuses + StrEnum + auto + aliases
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto, unique

class Perm(Flag):
    R = auto(); W = auto(); X = auto()
    RW = R | W
    ALL = R | W | X
class HTTP(IntEnum):
    OK = 200
    CREATED = 201
    NOT_FOUND = 404
    TEAPOT = 418
    @property
    def is_error(self): return self >= 400
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str) and value.isdigit():
            return cls(int(value))
        return None
class Env(StrEnum):
    DEV = auto(); PROD = auto(); STAGING = "stage"
class Mode(IntFlag):
    A = 1; B = 2; C = 8

p = Perm.R | Perm.X
print(p, repr(p), Perm.RW, list(p), Perm.W in Perm.RW, Perm.X in Perm.RW, bool(Perm(0)), ~Perm.R, Perm.ALL ^ Perm.W)
print([m.name for m in Perm], list(Perm.__members__), Perm(3), Perm(7).name, Perm(5).name, len(Perm.ALL), p.value)
print(HTTP(404), HTTP("201"), HTTP.TEAPOT.is_error, HTTP.OK + 1, HTTP.OK == 200, sorted([HTTP.TEAPOT, HTTP.OK, HTTP.CREATED]), f"{HTTP.OK}", f"{HTTP.OK!r}", str(HTTP.NOT_FOUND))
try:
    HTTP(500)
except ValueError as e:
    print("ValueError", e)
try:
    HTTP("abc")
except ValueError as e:
    print("ValueError", e)
print(Env.DEV, Env.PROD.upper(), Env("stage"), Env.STAGING == "stage", list(Env), f"{Env.DEV}!", repr(Env.DEV), Env.DEV + "x")
print(Mode.A | Mode.C, Mode(11), Mode.A | 4, repr(Mode(0)), Mode.B & 3, int(Mode.A | Mode.B), Mode(9) & ~Mode.A)
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass, self.radius = mass, radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / self.radius ** 2
print([f"{p.name}:{p.gravity:.2f}" for p in Planet], Planet.EARTH.value, Planet((5.976e+24, 6.37814e6)).name)
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    ALIAS_SQ = 2
print(list(Shape), Shape.ALIAS_SQ, Shape(2).name, Shape["ALIAS_SQ"] is Shape.SQUARE, list(Shape.__members__))
try:
    @unique
    class Dup(Enum):
        A = 1; B = 1
except ValueError as e:
    print("ValueError", e)
try:
    class Ext(Perm):
        Y = 16
except TypeError as e:
    print("TypeError", e)
try:
    Perm.R = 5
except AttributeError as e:
    print("AttributeError", e)
Color = Enum("Color", "RED GREEN BLUE", start=0)
print(list(Color), Color.BLUE.value, Color(1), Enum("S", [("a", "x"), ("b", "y")]).b.value)
class Ordered(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower() + str(count)
    ALPHA = auto(); BETA = auto()
print([o.value for o in Ordered], Ordered.ALPHA < Ordered.BETA if hasattr(Ordered, "__lt__") and False else "no order")
try:
    Ordered.ALPHA < Ordered.BETA
except TypeError as e:
    print("TypeError", e)
print(HTTP.OK.name, HTTP.OK.value, type(HTTP.OK).__mro__[:3], isinstance(HTTP.OK, int), hash(HTTP.OK) == hash(200), {HTTP.OK: "x"}[200])
d = {Perm.R: "read", Perm.W: "write"}
print(sorted(d[f] for f in Perm.RW), Perm.R.__class__.__name__, Perm.ALL & ~Perm.X == Perm.RW)
print(format(HTTP.CREATED, "05d"), "%d %s" % (Mode.A, Env.PROD), Env.PROD.value.title(), max(HTTP), min(HTTP).name)
