class Color:
    RED = "red"
    GREEN = "green"

class Ns:
    class Inner:
        LIMIT = 10

import math

def f(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Ns.Inner.LIMIT:
            return "limit"
        case math.pi:
            return "pi"
        case _:
            return "?"

for c in ["red", "green", 10, 10.0, math.pi, 3.14, "blue"]:
    print(c, f(c))

class Eq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("__eq__ called with", other)
        return self.v == other

class K:
    E = Eq(5)

match 5:
    case K.E:
        print("matched via __eq__")
match 6:
    case K.E:
        print("no")
    case _:
        print("did not match")
