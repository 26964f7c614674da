from enum import Enum, auto, unique


class Animal(Enum):
    CAT = auto()
    DOG = auto()
    EMU = 10
    YAK = auto()


print(list(Animal), Animal.YAK.value)


class Named(Enum):
    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.title() + str(count)

    ONE = auto()
    TWO = auto()


print(Named.ONE.value, Named.TWO.value)

F = Enum("F", "X Y Z")
print(list(F), F.Y.value, F(3), F["X"])
G = Enum("G", [("a", 5), ("b", 6)])
print(G.b, G(5), repr(G.a))
H = Enum("H", "p, q", start=10)
print([h.value for h in H])
K = Enum("K", {"low": "l", "high": "h"})
print(K("h"), K.low.value)
try:
    @unique
    class U(Enum):
        a = 1
        b = 1
        c = 2
        d = 2
except ValueError as e:
    print("ValueError:", e)


@unique
class Fine(Enum):
    a = 1
    b = 2


print(Fine.b)


class Weekday(Enum):
    _ignore_ = "tmp"
    MON = 1
    TUE = 2
    tmp = 99


print(list(Weekday), hasattr(Weekday, "tmp"))
