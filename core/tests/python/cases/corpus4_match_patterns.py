from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Circle:
    center: Point
    r: float
@dataclass
class Rect:
    tl: Point
    br: Point
def describe(s):
    match s:
        case Circle(Point(0, 0), r) if r > 10:
            return f"big circle at origin r={r}"
        case Circle(center=Point(x=x, y=y), r=r):
            return f"circle at ({x},{y}) r={r}"
        case Rect(Point(x1, y1), Point(x2, y2)) if x2 - x1 == y2 - y1:
            return f"square side {x2 - x1}"
        case Rect():
            return "rectangle"
        case Point(x=0) | Point(y=0):
            return "point on axis"
        case Point():
            return "point"
        case [Point() as p, *rest]:
            return f"list starting {p} + {len(rest)}"
        case {"type": "circle", "r": r, **extra}:
            return f"dict circle {r} extra={extra}"
        case {"type": t}:
            return f"dict of type {t}"
        case str() as s if s.isdigit():
            return f"numeric string {s}"
        case str(s):
            return f"string {s!r}"
        case int(n) | float(n) if n < 0:
            return f"negative {n}"
        case 0 | 1 | 2:
            return "small"
        case (a, b):
            return f"pair {a},{b}"
        case (a, b, *_):
            return f"long seq from {a}"
        case None:
            return "none"
        case True:
            return "never (1 matched first)"
        case _:
            return f"other {type(s).__name__}"
for s in [Circle(Point(0, 0), 11), Circle(Point(1, 2), 3), Rect(Point(0, 0), Point(2, 2)), Rect(Point(0, 0), Point(1, 3)),
          Point(0, 5), Point(3, 3), [Point(1, 1), 2, 3], {"type": "circle", "r": 2, "c": 1}, {"type": "sq"}, "123", "abc",
          -4, -2.5, 1, True, (1, 2), [1, 2, 3], None, 3.5, {"r": 1}, b"xy", range(2)]:
    print(describe(s))
def cmd(line):
    match line.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["go", *_]:
            return "go where?"
        case ["take", item, "from", place]:
            return f"taking {item} from {place}"
        case ["drop", *items] if items:
            return f"dropping {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case [verb, *_]:
            return f"unknown verb {verb}"
for l in ["go north", "go up", "take lamp from table", "drop a b c", "drop", "exit", "", "dance now"]:
    print(repr(l), "->", cmd(l))
import enum
class C(enum.Enum):
    RED = 1
    BLUE = 2
def col(c):
    match c:
        case C.RED:
            return "red!"
        case C.BLUE:
            return "blue!"
print(col(C.RED), col(C.BLUE), col(1))
match {"a": 1, "b": 2}:
    case {"a": 1}:
        print("mapping partial match ok")
match [1, [2, [3, 4]]]:
    case [a, [b, [c, d]]]:
        print(a + b + c + d)
