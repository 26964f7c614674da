from enum import IntEnum, IntFlag, StrEnum
import json
class P(IntEnum):
    A = 3
class F(IntFlag):
    R = 1; W = 2
class S(StrEnum):
    X = "x"
tests = {"pct_s": lambda: "%s %r" % (P.A, P.A), "fmt_d": lambda: f"{P.A:d} {P.A:>4} {P.A}", "hex": lambda: hex(P.A), "range": lambda: list(range(P.A)),
 "mul": lambda: [0] * P.A, "idx": lambda: "abcd"[P.A], "json": lambda: json.dumps([P.A, F.R | F.W, S.X]), "isinst": lambda: (isinstance(P.A, int), isinstance(S.X, str), isinstance(F.R, int)),
 "arith": lambda: (P.A + 1, P.A * 2, -P.A, P.A // 2, P.A ** 2, abs(P.A), P.A == 3, P.A < 4, hash(P.A) == hash(3)), "str": lambda: (S.X + "y", S.X.upper(), len(S.X), "x" == S.X, S.X in {"x": 1}, f"{S.X:>3}", str(S.X), repr(S.X)),
 "flag": lambda: (F.R | F.W, repr(F.R | 8), F(3), int(F.W), F.R in (F.R | F.W), list(F(3)), ~F.R, str(F.R), format(F.R | F.W)), "sorted": lambda: sorted([P.A, 1, 5]), "dictkey": lambda: {3: "three"}[P.A],
 "round": lambda: (round(P.A), float(P.A), int(P.A), P.A.real, P.A.bit_length(), P.A.to_bytes(1, "big")), "vals": lambda: (P(3), P["A"], S("x"), F(0), repr(F(0))), "str_int": lambda: (str(P.A), repr(P.A), format(P.A, "03d"), "{}".format(P.A), int(str(P.A)))}
for k, t in tests.items():
    try: print(k, t())
    except Exception as e: print(k, type(e).__name__, e)
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name.lower() == value.lower(): return m
        return None
print(Color(1), Color["GREEN"], Color("blue"), Color.CRIMSON is Color.RED, list(Color), len(Color), Color.__members__.keys())
try: Color(7)
except ValueError as e: print("ValueError", e)
try: Color["PINK"]
except KeyError as e: print("KeyError", e)
print(repr(Color.RED), Color.RED.name, Color.RED.value, Color.RED in Color, hash(Color.RED) == hash(Color.RED), Color.RED == 1)
class Perm(Flag):
    R = auto(); W = auto(); X = auto()
    RW = R | W
print(Perm.R | Perm.X, Perm.RW, Perm.RW & Perm.W, ~Perm.R, Perm(0), bool(Perm(0)), Perm.W in Perm.RW, list(Perm), repr(Perm.R | Perm.X))
print(Perm(7), (Perm.R | Perm.X).name, Perm(3).value)
class Pri(IntEnum):
    LOW = 1; MID = 5; HIGH = 10
print(Pri.MID + 1, Pri.LOW < Pri.HIGH, sorted([Pri.HIGH, Pri.LOW]), Pri(5), int(Pri.HIGH), f"{Pri.MID}", str(Pri.MID), format(Pri.MID, ">4"))
class Op(IntFlag):
    A = 1; B = 2
print(Op.A | Op.B, Op.A | 4, repr(Op.A | 4), Op(3), Op.A + 1)
class Dir(StrEnum):
    N = auto(); S = "south"
print(Dir.N, Dir.S.upper(), Dir.N == "n", f"{Dir.S}", repr(Dir.N))
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius): self.mass, self.radius = mass, radius
    @property
    def gravity(self): return 6.674e-11 * self.mass / self.radius ** 2
print(Planet.EARTH.value, f"{Planet.MARS.gravity:.2f}", Planet.MARS.mass)
try:
    @unique
    class Dup(Enum):
        A = 1; B = 1
except ValueError as e: print("ValueError", e)
class Auto(Enum):
    def _generate_next_value_(name, start, count, last_values): return name.lower()
    X = auto(); Y = auto()
print(Auto.X.value, [m.value for m in Auto])
Shape = Enum("Shape", "CIRCLE SQUARE TRIANGLE")
print(Shape.SQUARE, Shape.SQUARE.value, list(Shape.__members__))
Ani = Enum("Ani", [("CAT", "c"), ("DOG", "d")])
print(Ani("d"), Ani.CAT.value)
class St(Enum):
    ON = "on"; OFF = "off"
    def __str__(self): return self.value.upper()
    def toggle(self): return St.OFF if self is St.ON else St.ON
print(St.ON, St.ON.toggle(), f"{St.OFF}", [s.name for s in St])
match Color.GREEN:
    case Color.RED: print("red")
    case Color.GREEN: print("green!")
print(Color.RED.__class__.__name__, type(Color).__name__, isinstance(Pri.LOW, int), Pri.__members__["HIGH"])
try: Color.RED = 5
except AttributeError as e: print("AttributeError", e)
