from enum import Enum, IntEnum, Flag, auto, unique
class Light(Enum):
    RED = "stop"
    YELLOW = "slow"
    GREEN = "go"
    def next(self):
        order = list(type(self))
        return order[(order.index(self) + 1) % len(order)]
    @property
    def is_stop(self):
        return self is Light.RED
s = Light.GREEN
for _ in range(4):
    print(s, s.name, s.value, s.is_stop)
    s = s.next()
print(Light("slow"), Light["RED"], repr(Light.YELLOW), len(Light), Light.RED in Light)
try:
    Light("fast")
except ValueError as e:
    print(e)
try:
    Light["BLUE"]
except KeyError as e:
    print("KeyError", e)
class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, sorted([Priority.HIGH, Priority.LOW]), Priority(2).name)
print([p.name for p in Priority if p >= 2], f"{Priority.LOW}", str(Priority.LOW), int(Priority.HIGH))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
rw = Perm.R | Perm.W
print(rw, rw == Perm.RW, Perm.R in rw, Perm.X in rw, bool(Perm(0)), (rw | Perm.X).value)
print(list(Perm), [m.name for m in Perm.__members__.values()], ~Perm.R)
class Color(Enum):
    RED = 1
    CRIMSON = 1
    BLUE = 2
print(Color.CRIMSON, Color.CRIMSON is Color.RED, list(Color), list(Color.__members__))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass, self.radius = mass, radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
for p in Planet:
    print(f"{p.name:<8} {p.gravity:6.2f}")
class Shape(Enum):
    CIRCLE = auto()
    SQUARE = auto()
    def __str__(self):
        return self.name.lower()
print(Shape.CIRCLE, [str(x) for x in Shape], Shape.SQUARE.value, {Shape.CIRCLE: 1}[Shape.CIRCLE])
state_machine = {("idle", "coin"): "ready", ("ready", "push"): "idle", ("ready", "coin"): "ready"}
st = "idle"
for ev in ["coin", "coin", "push", "push"]:
    st = state_machine.get((st, ev), st)
    print(ev, st)
