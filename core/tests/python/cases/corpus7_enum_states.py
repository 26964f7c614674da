from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

class State(Enum):
    IDLE = "idle"
    RUNNING = "run"
    DONE = "done"
    FAILED = "fail"
    def can_go(self, other):
        return other in TRANSITIONS[self]
    @property
    def terminal(self):
        return self in (State.DONE, State.FAILED)
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None

TRANSITIONS = {State.IDLE: {State.RUNNING}, State.RUNNING: {State.DONE, State.FAILED}, State.DONE: set(), State.FAILED: {State.IDLE}}
s = State.IDLE
for nxt in ["RUN", "done", "idle"]:
    target = State(nxt)
    print(s.name, "->", target.name, s.can_go(target))
    if s.can_go(target):
        s = target
print(s, repr(s), s.value, s.terminal, State["FAILED"], list(State)[1:3])
try:
    State("zzz")
except ValueError as e:
    print("ValueError:", e)
try:
    State["nope"]
except KeyError as e:
    print("KeyError:", e)

class Prio(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = 10
print(Prio.LOW, repr(Prio.MID), Prio.HIGH + 1, Prio.LOW < Prio.HIGH, sorted([Prio.HIGH, 2, Prio.LOW]), f"{Prio.MID}", f"{Prio.MID:>4}", str(Prio.HIGH))
print(int(Prio.MID), Prio(2), Prio.MID == 2, {Prio.LOW: "l"}[1], [p.name for p in Prio])

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, rw & Perm.W, bool(Perm(0)), list(Perm.RW), ~Perm.R)
print(Perm(7), repr(Perm(0)), (Perm.R | Perm.X).name, Perm.RW.name, len(Perm.R | Perm.X))

class Mode(IntFlag):
    A = 1
    B = 2
    C = 4
print(Mode.A | Mode.C, Mode.A | 8, repr(Mode(3)), Mode.B + 1, str(Mode.C), format(Mode.A | Mode.B))

class Color(StrEnum):
    RED = auto()
    BLUE = "blue!"
print(Color.RED, repr(Color.RED), Color.BLUE.upper(), Color.RED == "red", f"{Color.BLUE}", "x" + Color.RED)

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
    print(f"{p.name:<8} {p.gravity:6.2f} {p.value[0]:.3e}")

class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS = 2
print(Shape.ALIAS, Shape.ALIAS is Shape.SQUARE, list(Shape), list(Shape.__members__), len(Shape))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
class Ordered(Enum):
    def __lt__(self, other):
        return self.value < other.value
    A = 3
    B = 1
    C = 2
print(sorted(Ordered), max(Ordered), Ordered.A.__class__.__name__, isinstance(Ordered.A, Ordered))
Animal = Enum("Animal", "ANT BEE CAT")
print(list(Animal), Animal.BEE.value, Animal(3))
print(State.IDLE.__class__, type(State), State.__members__["DONE"], hash(State.DONE) == hash(State.DONE))
try:
    State.IDLE = 5
except AttributeError as e:
    print("AttributeError:", e)
print({s: s.value for s in State})
