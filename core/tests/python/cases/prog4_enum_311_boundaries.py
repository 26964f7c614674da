# enum 3.11: boundaries, verify, member/nonmember, StrEnum/IntEnum formatting, flag iteration
import enum
from enum import Enum, IntEnum, Flag, IntFlag, StrEnum, auto, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, member, nonmember, FlagBoundary, STRICT, CONFORM, EJECT, KEEP
class Color(Flag, boundary=STRICT):
    R = 1; G = 2; B = 4
try: Color(8)
except ValueError as e: print(e)
class C2(Flag, boundary=CONFORM):
    R = 1; G = 2
print(C2(7), C2(0))
class C3(IntFlag, boundary=KEEP):
    R = 1; G = 2
print(C3(7), repr(C3(7)), C3(4) | C3.R)
class C4(Flag, boundary=EJECT):
    A = 1
print(C4(3), type(C4(3)).__name__)
try:
    @verify(CONTINUOUS)
    class V(IntEnum):
        A = 1; B = 3
except ValueError as e: print(e)
try:
    @verify(UNIQUE)
    class V2(Enum):
        A = 1; B = 1
except ValueError as e: print(e)
class M(Enum):
    A = 1
    B = member(lambda: 2)
    C = nonmember(3)
    def f(self): return 1
print([m.name for m in M], M.C, M.B.value())
class Http(IntEnum):
    OK = 200
    NOT_FOUND = 404
print(f"{Http.OK}", f"{Http.OK:>6}", f"{Http.OK!r}", str(Http.OK), format(Http.NOT_FOUND, "x"), Http.OK + 1, Http(404).name)
class S(StrEnum):
    A = "alpha"
    B = auto()
print(S.A, S.B, f"{S.A:>8}|", S.A.upper(), S("alpha") is S.A, repr(S.B), list(S))
class Pl(Enum):
    A = 1
    def __str__(self): return "custom"
print(Pl.A, f"{Pl.A}", format(Pl.A), "%s" % Pl.A)
class Fl(Flag):
    A = auto(); B = auto(); C = auto()
print(Fl.A | Fl.C, list(Fl.A | Fl.C), Fl(0), repr(Fl(0)), Fl.A in (Fl.A | Fl.B), (Fl.A | Fl.B).name, Fl.A.name, len(Fl.A | Fl.B | Fl.C))
print(Fl.__members__.keys(), Color.R | Color.B, ~(Color.R | Color.B), bool(~Color(7)))
class Weekday(enum.IntFlag):
    MON = 1; TUE = 2; WED = 4
    WEEKDAYS = 7
print(Weekday.MON | Weekday.TUE, Weekday(7), list(Weekday(7)), Weekday.WEEKDAYS.name)
print(enum.Enum("Dyn", "A B C").B.value, enum.IntEnum("I", {"X": 5}).X + 1, [e.name for e in enum.Flag("F", ["P", "Q"])])
class O(enum.Enum):
    _order_ = "A B"
    A = 1
    B = 2
print(list(O), O.A < O.B if hasattr(O.A, "__lt__") and False else "n/a")
class Mixed(float, Enum):
    HALF = 0.5
print(Mixed.HALF * 2, Mixed.HALF, repr(Mixed.HALF))
