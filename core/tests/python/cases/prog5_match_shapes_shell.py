# match statement: a command interpreter for a toy shell with class patterns and guards
from dataclasses import dataclass
from enum import Enum

class Color(Enum):
    RED = "red"; GREEN = "green"

@dataclass
class Point:
    x: int
    y: int

@dataclass
class Circle:
    center: Point
    r: float

class Rect:
    __match_args__ = ("w", "h")
    def __init__(self, w, h): self.w, self.h = w, h
    def __repr__(self): return f"Rect({self.w}, {self.h})"

def describe(obj):
    match obj:
        case None:
            return "nothing"
        case True | False as b:
            return f"bool {b}"
        case 0 | 0.0:
            return "zero"
        case int(n) if n < 0:
            return f"negative int {n}"
        case int() | float() as n:
            return f"number {n}"
        case str() as s if not s:
            return "empty string"
        case str(s):
            return f"string of {len(s)}"
        case Color.RED:
            return "red!"
        case Color():
            return f"other color {obj.value}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point(x=px):
            return f"point x={px}"
        case Circle(Point(0, 0), r):
            return f"centered circle r={r}"
        case Circle(center=Point(x, y), r=r) if r > 10:
            return f"big circle at {x},{y}"
        case Rect(w, h) if w == h:
            return f"square {w}"
        case Rect(w, _):
            return f"rect w={w}"
        case []:
            return "empty list"
        case [x]:
            return f"singleton {x!r}"
        case [1, *rest]:
            return f"starts with 1, rest {rest}"
        case [first, *_, last]:
            return f"from {first} to {last}"
        case {"type": "user", "name": str(name), **rest}:
            return f"user {name} extra={sorted(rest)}"
        case {"type": t}:
            return f"typed {t}"
        case {}:
            return "some dict"
        case _:
            return f"unknown {type(obj).__name__}"

samples = [None, True, 0, 0.0, -4, 7, 2.5, "", "abc", Color.RED, Color.GREEN, Point(0, 0), Point(3, 3), Point(1, 2),
           Circle(Point(0, 0), 2), Circle(Point(1, 1), 20), Circle(Point(1, 1), 1), Rect(2, 2), Rect(3, 1), [], ["x"], [1, 2, 3],
           (4, 5, 6), "xyz"[0:0], {"type": "user", "name": "kim", "age": 3, "id": 1}, {"type": 5}, {"a": 1}, {1, 2}, b"raw", range(2)]
for s in samples:
    print(f"{s!r:45} -> {describe(s)}")

def run(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"walking {d}"
        case ["go", d]:
            return f"can't go {d}"
        case ["take", *items] if items:
            return "taking " + ", ".join(items)
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return f"unknown verb {verb!r}"
        case []:
            return "say something"
for c in ["go north", "go up", "take lamp key", "take", "exit", "dance wildly", ""]:
    print(f"{c!r} -> {run(c)}")
class NoArgs:
    pass
try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as e:
    print("TypeError", e)
match {"k": 1, "k2": 2}:
    case {"k": 1, **kw}:
        print("kw", kw)
match 5:
    case x if (y := x * 2) > 5:
        print("walrus in guard", x, y)
