from collections import namedtuple
from typing import NamedTuple

P = namedtuple("P", ["x", "y"])
print(P.__match_args__)

def f(p):
    match p:
        case P(0, y):
            return f"x zero, y {y}"
        case P(x=x, y=0):
            return f"y zero, x {x}"
        case (a, b):
            return f"a plain pair {a} {b}"

print(f(P(0, 5)))
print(f(P(3, 0)))
print(f(P(1, 2)))
print(f((0, 5)))

class Emp(NamedTuple):
    name: str
    dept: str = "none"

match Emp("ann", "eng"):
    case Emp(name, dept="eng"):
        print("engineer", name)

match Emp("bob"):
    case [name, dept]:
        print("as a sequence", name, dept)
