from enum import Enum


class Planet(Enum):
    MERCURY = (3.303e23, 2.4397e6)
    EARTH = (5.976e24, 6.37814e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)


print(Planet.EARTH.mass, round(Planet.EARTH.gravity, 2), Planet.EARTH.value)
print(Planet((3.303e23, 2.4397e6)))


class Status(Enum):
    ACTIVE = "active"
    DONE = "done"

    def describe(self):
        return f"{self.name} means {self.value}"

    @classmethod
    def default(cls):
        return cls.ACTIVE

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            for m in cls:
                if m.value == value.lower():
                    return m
        return None

    def __str__(self):
        return self.value.upper()


print(Status.DONE.describe(), Status.default(), Status("DONE"), repr(Status("Active")))
print(str(Status.ACTIVE), f"{Status.DONE}", [Status.DONE])
try:
    Status("nope")
except ValueError as e:
    print("ValueError:", e)


class Coord(Enum):
    def __new__(cls, value, label):
        obj = object.__new__(cls)
        obj._value_ = value
        obj.label = label
        return obj

    X = (1, "ex")
    Y = (2, "why")


print(Coord.X.value, Coord.Y.label, Coord(2), Coord(1).label)
import copy
print(copy.copy(Status.DONE) is Status.DONE, copy.deepcopy([Status.DONE])[0] is Status.DONE)
