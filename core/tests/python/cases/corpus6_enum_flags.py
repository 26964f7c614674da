import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
t("basic", lambda: (Color.RED, str(Color.RED), Color.RED.name, Color.RED.value, Color(2), Color["BLUE"], Color.CRIMSON, Color.CRIMSON is Color.RED, list(Color), len(Color)))
t("members", lambda: (list(Color.__members__), Color.__members__["CRIMSON"]))
t("format", lambda: (f"{Color.RED}", format(Color.GREEN, ""), f"{Color.RED!r}", "%s" % Color.BLUE, f"{Color.RED:>10}|"))
t("bad value", lambda: Color(7))
t("bad name", lambda: Color["PINK"])
t("cmp", lambda: (Color.RED == 1, Color.RED < Color.GREEN))
t("in", lambda: (Color.RED in Color, Shape.CIRCLE in Shape))
t("hash", lambda: {Color.RED: "r"}[Color.CRIMSON])
t("reassign", lambda: setattr(Color, "RED", 5))
class Shape(IntEnum):
    CIRCLE = 1
    SQUARE = 2
t("intenum", lambda: (Shape.CIRCLE + 1, Shape.SQUARE * 3, Shape.CIRCLE == 1, Shape(2), str(Shape.CIRCLE), repr(Shape.SQUARE), f"{Shape.SQUARE}", f"{Shape.SQUARE:03d}", sorted([Shape.SQUARE, 0, Shape.CIRCLE]), int(Shape.SQUARE), Shape.CIRCLE < 2, [1, 2, 3][Shape.CIRCLE]))
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
rw = Perm.R | Perm.W
t("flag", lambda: (rw, str(rw), rw.value, Perm.R in rw, Perm.X in rw, list(rw), Perm(0), bool(Perm(0)), Perm.RWX, list(Perm.RWX), ~Perm.R, rw & Perm.W, rw ^ Perm.R, Perm(6), len(rw)))
t("flag name", lambda: (rw.name, Perm(0).name, Perm.RWX.name, (Perm.R | Perm.X).name))
t("flag iter", lambda: list(Perm))
t("flag bad", lambda: Perm(8))
class Open(IntFlag):
    READ = 1
    WRITE = 2
    APPEND = 4
t("intflag", lambda: (Open.READ | Open.WRITE, Open.READ | 8, Open(3), str(Open.READ | Open.WRITE), repr(Open(0)), Open.APPEND + 1, Open.READ & 3, format(Open.WRITE), ~Open.READ, Open(9)))
class Auto(Enum):
    A = auto()
    B = auto()
    C = 10
    D = auto()
t("auto", lambda: [(m.name, m.value) for m in Auto])
class Lower(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    X = auto()
    Y = auto()
t("gen next", lambda: [m.value for m in Lower])
class AF(Flag):
    A = auto()
    B = auto()
    C = auto()
t("auto flag", lambda: [m.value for m in AF] + [AF.A | AF.C])
t("unique", lambda: unique(Color))
@unique
class Ok(Enum):
    X = 1
    Y = 2
t("unique ok", lambda: list(Ok))
class Status(StrEnum):
    ACTIVE = auto()
    DONE = "finished"
t("strenum", lambda: (Status.ACTIVE, str(Status.DONE), Status.ACTIVE == "active", Status.DONE.upper(), f"{Status.DONE}", Status("finished"), "x" + Status.ACTIVE))
class Missing(Enum):
    A = "a"
    B = "b"
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
t("missing", lambda: (Missing("A"), Missing("b")))
t("missing fail", lambda: Missing(3))
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
t("planet", lambda: (Planet.EARTH.value, round(Planet.EARTH.gravity, 3), Planet.MERCURY.mass))
class Ord(Enum):
    LOW = 1
    HIGH = 2
    def __lt__(self, other):
        return self.value < other.value
t("ord", lambda: sorted([Ord.HIGH, Ord.LOW]))
t("functional", lambda: (list(Enum("Animal", "ANT BEE CAT")), list(Enum("V", [("X", 10), ("Y", 20)])), IntEnum("N", {"ONE": 1}).ONE + 1))
def extend():
    class Sub(Color):
        PINK = 9
t("extend", extend)
t("class attrs", lambda: (type(Color.RED).__name__, isinstance(Color.RED, Color), Color.RED.__class__.__mro__[1].__name__, Shape.__mro__[1].__name__))
t("value alias lookup", lambda: Color(1).name)
t("members alias", lambda: [(k, v.name) for k, v in Color.__members__.items()])
class WithMethod(Enum):
    A = 1
    def describe(self):
        return f"{self.name}={self.value}"
    @classmethod
    def first(cls):
        return next(iter(cls))
t("methods", lambda: (WithMethod.A.describe(), WithMethod.first()))
t("dir", lambda: (dir(Color.RED), dir(WithMethod.A), dir(Color)))
t("dir2", lambda: dir(Perm.R))
t("pickle-ish", lambda: (Color.RED.__reduce_ex__(4)))
t("enum bool", lambda: (bool(Color.RED), bool(Perm(0)), bool(Shape.CIRCLE)))
class Empty(Enum):
    pass
t("empty", lambda: (list(Empty), len(Empty)))
t("dup name", lambda: Enum("D", [("A", 1), ("A", 2)]))
