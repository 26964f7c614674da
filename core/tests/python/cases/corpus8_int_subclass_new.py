# int subclasses with __new__ and extra state; bool as int; IntEnum/IntFlag/StrEnum formatting.
import enum
import math


class NS(int):
    def __new__(cls, v, name):
        o = super().__new__(cls, v)
        o.name = name
        return o
    def __repr__(self): return f"NS({int(self)}, {self.name!r})"


n = NS(3, "three")
print(n, n + 1, [n], n.name, sorted([NS(2, "b"), NS(1, "a")]), max(NS(2, "b"), NS(9, "z")), min([n, 10]), "%d" % n, "%r" % n, f"{n}", f"{n!r}", str(n))


class MyInt(int): pass
class MyFloat(float): pass


print(math.sqrt(MyInt(16)), math.factorial(MyInt(5)), math.gcd(MyInt(12), 8), range(MyInt(3)), list(range(MyInt(1), MyInt(4))), [0, 1, 2][MyInt(1)], "abc"[MyInt(1):], hex(MyInt(255)), bin(MyInt(5)), oct(MyInt(8)), chr(MyInt(65)), MyInt("12", 8), MyFloat("1.5"), MyInt(3.9), MyFloat(MyInt(2)))
print(isinstance(True, int), True + True, True * 3.0, -True, ~True, True / 2, True // 2, True << 3, str(True), repr(False), int(False), f"{True}", f"{True:d}", "%d" % True, "%s" % True, "{:>5}".format(True), format(True, "5"), format(False, ""), True.__format__("^7"), round(True), abs(False), hash(True))


class Color(enum.IntEnum):
    RED = 1


class Fl(enum.IntFlag):
    A = 1
    B = 2


print(Color.RED, f"{Color.RED}", "%s" % Color.RED, "%d" % Color.RED, format(Color.RED), str(Color.RED), repr(Color.RED), [Color.RED], Color.RED + 1, Fl.A | Fl.B, str(Fl.A | Fl.B), repr(Fl.A | Fl.B), f"{Fl.B}", Fl(3))


class SE(str, enum.Enum):
    X = "x"


print(SE.X, f"{SE.X}", str(SE.X), "%s" % SE.X, format(SE.X), SE.X == "x", repr(SE.X), SE.X.value, "{}".format(SE.X), SE.X.upper())


class SE2(enum.StrEnum):
    Y = "y"


print(SE2.Y, f"{SE2.Y}", str(SE2.Y), repr(SE2.Y), SE2.Y + "!", "%s" % SE2.Y)
