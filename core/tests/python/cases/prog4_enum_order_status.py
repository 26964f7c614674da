# enum: Enum, IntEnum, Flag, auto, aliases, iteration, lookup, StrEnum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

class Status(Enum):
    PENDING = "pending"
    PAID = "paid"
    SHIPPED = "shipped"
    DONE = "shipped"  # alias
    def next(self):
        order = [Status.PENDING, Status.PAID, Status.SHIPPED]
        i = order.index(self)
        return order[min(i + 1, len(order) - 1)]
    @classmethod
    def parse(cls, s):
        return cls(s.lower())

print(list(Status), len(Status))
print(Status.DONE is Status.SHIPPED, Status.DONE.name, Status["PAID"], Status("paid"))
print(Status.PENDING.next(), Status.parse("SHIPPED"), repr(Status.PAID))
print(list(Status.__members__), Status.PAID.value)
try:
    Status("lost")
except ValueError as e:
    print("ValueError:", e)

class Priority(IntEnum):
    LOW = auto()
    MED = auto()
    HIGH = auto()
print(Priority.HIGH > Priority.LOW, Priority.MED + 1, sorted([Priority.HIGH, Priority.LOW]))
print(int(Priority.MED), f"{Priority.HIGH}", str(Priority.LOW), repr(Priority.LOW))
print(Priority(2).name, [p.value for p in Priority])

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
rw = Perm.R | Perm.W
print(rw, rw is Perm.RW, Perm.X in rw, Perm.R in rw, bool(Perm(0)))
print(repr(Perm.R | Perm.X), ~Perm.R, list(Perm.R | Perm.X))
print(Perm.RW.value, [m.name for m in Perm])

class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
print(Mode.A | Mode.C, Mode(5), Mode.A | 8, int(Mode.B | Mode.C))

class Color(StrEnum):
    RED = auto()
    GREEN = "green"
print(Color.RED, Color.RED == "red", Color.GREEN.upper(), f"{Color.GREEN}!")

try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)

class Planet(Enum):
    EARTH = (5.97e24, 6.371e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def gravity(self):
        return 6.674e-11 * self.mass / self.radius ** 2
for pl in Planet:
    print(pl.name, round(pl.gravity, 2))
print(Status.PAID in Status, hash(Status.PAID) == hash(Status.PAID))
print({s: s.value for s in Status})
