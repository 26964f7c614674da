from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique
import enum

class Weekday(Enum):
    MON = 1; TUE = 2; WED = 3; THU = 4; FRI = 5; SAT = 6; SUN = 7
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.name.startswith(value.upper()[:3]):
                    return m
        return None
    @property
    def is_weekend(self):
        return self in (Weekday.SAT, Weekday.SUN)
print(Weekday("monday"), Weekday(6).is_weekend, Weekday["FRI"].value, [d.name for d in Weekday if not d.is_weekend])
try:
    Weekday(9)
except ValueError as e:
    print(type(e).__name__, e)

class Method(StrEnum):
    GET = auto()
    POST = auto()
    DELETE = "del"
print(Method.GET, repr(Method.POST), Method.DELETE.upper(), Method.GET == "get", f"{Method.POST}", sorted(Method), "-".join(Method))

class Ordinal(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return f"{count}:{name.lower()}"
    FIRST = auto()
    SECOND = auto()
print([m.value for m in Ordinal])

class Prio(IntEnum):
    LOW = auto()
    HIGH = auto()
print(Prio.LOW.value, Prio.HIGH + 1, str(Prio.HIGH), repr(Prio.LOW), f"{Prio.LOW!r}", format(Prio.HIGH), Prio(2) is Prio.HIGH, list(Prio))

class Perm(IntFlag):
    R = 4
    W = 2
    X = 1
mode = Perm.R | Perm.W
print(mode, repr(mode), str(mode), int(mode), Perm(7), Perm(0), repr(Perm(0)), Perm.R in mode, [p.name for p in mode], mode & 6, ~Perm.R)
class Style(Flag):
    BOLD = auto()
    ITALIC = auto()
    UNDER = auto()
    NONE = 0
s = Style.BOLD | Style.UNDER
print(s, repr(s), s.name, Style.NONE, bool(Style.NONE), [m.name for m in Style], s & Style.ITALIC, s ^ Style.BOLD, Style(5))
print(Style.BOLD.value, Style.UNDER.value, len(s), list(Style.__members__))
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal(3))
Color = Enum("Color", [("RED", "#f00"), ("GREEN", "#0f0")])
print(Color.RED.value, Color("#0f0"), type(Color.RED).__name__, isinstance(Color.RED, Enum))
try:
    Weekday.MON = 3
except AttributeError as e:
    print(type(e).__name__, e)
try:
    class Ext(Weekday):
        EXTRA = 8
except TypeError as e:
    print(type(e).__name__, e)
class Base(Enum):
    def describe(self):
        return f"{self.name}={self.value}"
class Concrete(Base):
    A = 1
print(Concrete.A.describe(), Concrete.A < Concrete.A if False else "no order", hash(Concrete.A) == hash(Concrete.A))
try:
    Concrete.A < Concrete.A
except TypeError as e:
    print(type(e).__name__, e)
print({Weekday.MON: "start"}[Weekday(1)], Weekday.MON.name, Weekday.__members__["SUN"], len(Weekday))
class Shape(enum.Enum):
    SQUARE = 2
    ALIAS = 2
print(Shape.ALIAS is Shape.SQUARE, Shape(2).name, list(Shape.__members__.items())[1][0])
