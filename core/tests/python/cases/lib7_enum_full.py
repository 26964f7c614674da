import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique, StrEnum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(Color.RED, repr(Color.GREEN), Color(3), Color['BLUE'], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), list(Color.__members__))
print(Color.RED.name, Color.RED.value, Color.RED in Color, isinstance(Color.RED, Color))
print(f'{Color.RED}', f'{Color.RED!r}', format(Color.RED), str(Color.RED))
try:
    Color(7)
except ValueError as e:
    print('ValueError', e)
try:
    Color['PINK']
except KeyError as e:
    print('KeyError', e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print('ValueError', e)

class Shape(IntEnum):
    CIRCLE = auto()
    SQUARE = auto()
print(Shape.CIRCLE, repr(Shape.SQUARE), Shape.SQUARE + 1, Shape.CIRCLE == 1, sorted([Shape.SQUARE, 0, Shape.CIRCLE]))
print(f'{Shape.SQUARE}', format(Shape.SQUARE, '>4'), str(Shape.SQUARE), int(Shape.SQUARE))

class Perm(Flag):
    R = 4
    W = 2
    X = 1
RW = Perm.R | Perm.W
print(RW, repr(RW), Perm.R in RW, Perm.X in RW, bool(Perm(0)), repr(Perm(0)))
print(list(RW), ~Perm.R, repr(~Perm.R), Perm(7), RW & Perm.W, RW ^ Perm.R)
print(RW.name, Perm(0).name, Perm.R.value, len(RW) if hasattr(RW, '__len__') else '')

class P(IntFlag):
    R = 4
    W = 2
    X = 1
print(P.R | P.W, repr(P.R | P.W), P(7), repr(P(8)), P.R | 8, repr(P.R | 8), P.R + 1, ~P.R)
print(str(P.R), format(P.R | P.X), P(0), repr(P(0)))

class Animal(Enum):
    DOG = 'dog'
    CAT = 'cat'
    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None
print(Animal('DOG'), Animal('Cat'))
try:
    Animal('cow')
except ValueError as e:
    print('ValueError', e)

class Method(StrEnum):
    GET = auto()
    POST = 'POST'
print(Method.GET, repr(Method.GET), Method.POST == 'POST', Method.GET.upper(), f'{Method.POST}')

class Planet(Enum):
    EARTH = (5.976e+24, 6.37814e6)
    MARS = (6.421e+23, 3.3972e6)
    def __init__(self, mass, radius):
        self.mass = mass; self.radius = radius
    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
print(Planet.EARTH.value, round(Planet.MARS.gravity, 3))

class Ordered(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    A = auto()
    B = auto()
print(list(Ordered), Ordered.B.value)
Fruit = Enum('Fruit', 'APPLE BANANA')
print(list(Fruit), Fruit.BANANA.value)
Mood = Enum('Mood', [('HAPPY', 'h'), ('SAD', 's')])
print(Mood('s'), Mood.HAPPY)
print(Color.RED == 1, Shape.CIRCLE == 1, hash(Color.RED) == hash(Color.RED))
print(enum.Enum.__members__ if False else [m.name for m in Perm])
try:
    Color.RED = 5
except AttributeError as e:
    print('AttributeError', e)
class Weekday(Flag):
    MON = auto(); TUE = auto(); WED = auto()
    WEEKDAYS = MON | TUE | WED
print(Weekday.WEEKDAYS, list(Weekday), Weekday.MON | Weekday.TUE)
