from dataclasses import dataclass
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

@dataclass
class Point:
    x: int
    y: int

class Circle:
    __match_args__ = ("center", "radius")
    def __init__(self, center, radius):
        self.center, self.radius = center, radius
    def __repr__(self):
        return f"Circle({self.center}, {self.radius})"

def describe(obj):
    match obj:
        case 0 | 0.0:
            return "zero"
        case True:
            return "true"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int() | float() as num:
            return f"number {num!r}"
        case "":
            return "empty string"
        case str(s) if s.isdigit():
            return f"digit string {s}"
        case str():
            return f"string of {len(obj)}"
        case []:
            return "empty list"
        case [x]:
            return f"singleton {x!r}"
        case [x, y]:
            return f"pair {x!r},{y!r}"
        case [first, *rest] if isinstance(obj, list):
            return f"list starting {first!r} +{len(rest)}"
        case (a, b, c):
            return f"triple {a}{b}{c}"
        case {"type": "user", "name": str(name), **extra}:
            return f"user {name} extra={sorted(extra)}"
        case {"type": t}:
            return f"typed {t}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y axis at {yy}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return f"point {obj}"
        case Circle(Point(x=cx), r) if r > 10:
            return f"big circle at x={cx}"
        case Circle(_, radius=r):
            return f"circle r={r}"
        case Color.RED:
            return "red!"
        case Color():
            return f"other color {obj.name}"
        case None:
            return "none"
        case _:
            return f"unknown {type(obj).__name__}"

tests = [0, 0.0, False, True, 1, -5, 2.5, "", "123", "abc", [], [1], [1, 2], [1, 2, 3, 4], (1, 2, 3), (1, 2, 3, 4),
         {"type": "user", "name": "ann", "age": 3, "id": 9}, {"type": "user", "name": 5}, {"type": "x"}, {"other": 1},
         Point(0, 0), Point(0, 4), Point(3, 3), Point(1, 2), Circle(Point(5, 5), 20), Circle(Point(5, 5), 2),
         Color.RED, Color.GREEN, None, b"bytes", {1, 2}, "x" * 3, (9,)]
for t in tests:
    print(f"{t!r:50} -> {describe(t)}")

def command(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"moving {d}"
        case ["go", *_]:
            return "bad direction"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *args]:
            return f"unknown verb {verb} with {len(args)} args"
        case []:
            return "nothing"
for c in ["go north", "go up", "take a b c", "take", "exit", "dance wildly now", ""]:
    print(repr(c), "->", command(c))
match (1, [2, 3]):
    case (a, [b, *c]):
        print(a, b, c)
x = 5
match 5:
    case x if x > 3:
        print("bound", x)
match {"k": 1, "z": 2}:
    case {"k": 1}:
        print("partial mapping matches")
match "abc":
    case [*chars]:
        print("string as sequence?", chars)
    case _:
        print("strings are not sequences here")
