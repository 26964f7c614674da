import enum
from enum import Enum, Flag, IntFlag, IntEnum, StrEnum, auto, unique
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RWX = 7
print(Perm.R | Perm.W, repr(Perm.R | Perm.W), Perm.RWX, list(Perm), list(Perm.RWX), list(Perm.R | Perm.X))
print(Perm(6), Perm(0), bool(Perm(0)), Perm.R in Perm.RWX, Perm.W in Perm.R | Perm.X, ~Perm.R, len(Perm.RWX))
print((Perm.R | Perm.W).name, Perm(0).name, Perm.RWX & ~Perm.W, Perm.R ^ Perm.RWX)
try:
    Perm(8)
except ValueError as e:
    print('ValueError', e)
class Color(IntFlag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
print(Color.RED | Color.BLUE, repr(Color.RED | 8), Color.GREEN + 1, Color(7), list(Color(5)), int(Color.BLUE))
print(Color.RED | 2, type(Color.RED | 2).__name__, Color.RED & 3, ~Color.RED, Color(0), repr(Color(0)))
class Sz(StrEnum):
    S = auto()
    M = 'medium'
print(Sz.S, repr(Sz.S), Sz.M.upper(), Sz('medium'), Sz.S == 's', f'{Sz.M}', str(Sz.M), format(Sz.M, '>8'))
class Lv(IntEnum):
    LOW = 1
    HIGH = 10
print(Lv.LOW < Lv.HIGH, Lv.HIGH + 1, f'{Lv.LOW}', str(Lv.LOW), repr(Lv.HIGH), sorted([Lv.HIGH, Lv.LOW, 5]))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print('ValueError', e)
class Shape(Enum):
    SQUARE = 2
    ALIAS = 2
    CIRCLE = 3
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls[value.upper()]
        return None
print(Shape('square'), Shape(2), Shape.ALIAS is Shape.SQUARE, list(Shape), list(Shape.__members__))
try:
    Shape(9)
except ValueError as e:
    print('ValueError', e)
class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)
    def __init__(self, mass, radius):
        self.mass = mass; self.radius = radius
print(Planet.EARTH.mass, Planet.MARS.value, Planet['MARS'], Planet((5.97e24, 6.37e6)))
An = Enum('An', 'CAT DOG', start=10); print(list(An), An.DOG.value)
print(Perm.R.value, Perm.__members__.keys() if False else sorted(Perm.__members__), Perm._member_map_.get('R'))
print(Color.__members__.keys().__len__(), isinstance(Color.RED, int), Color.RED.name, Color.RED._value_)
