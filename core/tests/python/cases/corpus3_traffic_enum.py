from enum import Enum, IntEnum, Flag, auto, unique

class Light(Enum):
    RED = "stop"
    YELLOW = "slow"
    GREEN = "go"

    def next(self):
        order = list(Light)
        return order[(order.index(self) + 1) % len(order)]

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W

@unique
class Color(Enum):
    RED = 1
    GREEN = 2

light = Light.RED
for _ in range(4):
    print(light, light.name, light.value)
    light = light.next()
print(Light("go"), Light["YELLOW"], repr(Light.GREEN))
try:
    Light("fly")
except ValueError as e:
    print("ValueError:", e)
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, sorted([Priority.HIGH, Priority.LOW]))
print(int(Priority.HIGH), Priority(2), f"{Priority.LOW}", str(Priority.LOW))
p = Perm.R | Perm.X
print(p, Perm.W in p, Perm.R in p, Perm.RW, Perm.RW == Perm.R | Perm.W)
print(list(Perm), len(Perm))
print(bool(Perm(0)), Perm(0))
try:
    @unique
    class Bad(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
print(Color.RED is Color(1), Color.RED == 1, isinstance(Color.RED, Color))
print({c.name: c.value for c in Color})
match light:
    case Light.GREEN:
        print("matched green")
    case Light.RED:
        print("matched red")
