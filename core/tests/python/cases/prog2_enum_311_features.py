"""Enum features new in 3.11 used in an order workflow: StrEnum, verify, member/nonmember, property, aliases."""
from enum import Enum, IntEnum, StrEnum, Flag, auto, verify, UNIQUE, CONTINUOUS, NAMED_FLAGS, member, nonmember, global_enum_repr, EnumCheck
import enum


class Status(StrEnum):
    NEW = auto()
    PAID = auto()
    SHIPPED = "shipped-out"
    DONE = auto()

    @property
    def terminal(self):
        return self is Status.DONE

    def next(self):
        members = list(type(self))
        i = members.index(self)
        if i + 1 >= len(members):
            raise ValueError(f"{self} is final")
        return members[i + 1]


print([s.value for s in Status], Status.PAID == "paid", Status("shipped-out").name, f"{Status.NEW}", str(Status.DONE), repr(Status.PAID))
print(Status.NEW.upper(), Status.NEW + "!", Status.DONE.terminal, Status.NEW.next(), sorted(Status)[:2], isinstance(Status.NEW, str))
s = Status.NEW
trail = [s]
while True:
    try:
        s = s.next()
        trail.append(s)
    except ValueError as e:
        print("ValueError", e)
        break
print(trail)


@verify(UNIQUE, CONTINUOUS)
class Level(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3


print(list(Level), Level.HIGH > Level.LOW, Level(2), Level.MID + 1, max(Level).name)
for body in [{"A": 1, "B": 1}, {"A": 1, "B": 3}]:
    try:
        verify(UNIQUE, CONTINUOUS)(IntEnum("Bad", body))
    except ValueError as e:
        print("ValueError", e)


class Shape(Enum):
    CIRCLE = 1
    ROUND = 1
    SQUARE = 2
    helper = nonmember(42)

    @member
    def describe():
        return "a function member"


print([m.name for m in Shape], Shape.ROUND is Shape.CIRCLE, Shape.__members__.keys(), Shape.helper, Shape.describe.value(), Shape(1).name)


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7


print(Perm.R | Perm.W, list(Perm.RWX), Perm(6), Perm.RWX.name, Perm(0), ~Perm.R, Perm.R in Perm.RWX, Perm._boundary_ if hasattr(Perm, "_boundary_") else "")
Color = Enum("Color", "RED GREEN BLUE", start=10)
Size = StrEnum("Size", ["S", "M", "L"])
print(list(Color), Color.BLUE.value, list(Size), Size.M.value, Enum("Pair", [("X", "x"), ("Y", "y")]).Y.value)


class Ordinal(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return f"{count + 1}:{name.lower()}"

    FIRST = auto()
    SECOND = auto()


print([o.value for o in Ordinal], Status._member_names_, Level._value2member_map_[3])
for bad in [lambda: Status("lost"), lambda: StrEnum("X", {"A": 1}), lambda: setattr(Status, "NEW", "x"), lambda: Level["TOP"], lambda: Status.NEW.next().next().next().next()]:
    try:
        bad()
    except (ValueError, TypeError, AttributeError, KeyError) as e:
        print(type(e).__name__, e)
