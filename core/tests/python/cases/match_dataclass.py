from dataclasses import dataclass, field

@dataclass
class Point:
    x: int
    y: int = 0

@dataclass
class Line:
    start: Point
    end: Point
    tags: list = field(default_factory=list)

print(Point.__match_args__, Line.__match_args__)

def f(s):
    match s:
        case Line(Point(0, 0), Point(x, y)):
            return f"from origin to {x},{y}"
        case Line(Point(x1, y1), Point(x2, y2), tags=[*ts]) if ts:
            return f"tagged {ts}"
        case Line(start=Point(x=sx), end=e):
            return f"start x {sx}, end {e}"
        case Point(x, y):
            return f"point {x} {y}"

print(f(Line(Point(0, 0), Point(3, 4))))
print(f(Line(Point(1, 0), Point(3, 4), ["a"])))
print(f(Line(Point(1, 0), Point(3, 4))))
print(f(Point(7)))

@dataclass(match_args=False)
class NoArgs:
    a: int

try:
    match NoArgs(1):
        case NoArgs(1):
            print("matched")
except TypeError as e:
    print("TypeError:", e)

@dataclass(frozen=True)
class Frozen:
    a: int
    b: str

match Frozen(1, "x"):
    case Frozen(1, b):
        print("frozen", b)
