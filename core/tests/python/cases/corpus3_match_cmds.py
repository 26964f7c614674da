from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

@dataclass
class Move:
    dx: int
    dy: int

def run(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["go", *rest]:
            return f"unknown direction {' '.join(rest)!r}"
        case ["take", item, "and", other]:
            return f"taking {item} + {other}"
        case ["take", *items] if items:
            return f"taking {len(items)}: {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case _:
            return f"huh? {cmd!r}"

for c in ["go north", "go up there", "take a and b", "take x y z", "take", "exit", "", "dance"]:
    print(run(c))

def where(obj):
    match obj:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "somewhere"
        case Move(dx=0, dy=0):
            return "stay"
        case {"type": "circle", "r": r, **rest}:
            return f"circle r={r} extra={rest}"
        case (int() | float()) as n if n < 0:
            return "negative"
        case int(n):
            return f"int {n}"
        case [Point() as p, *others]:
            return f"points starting {p}, {len(others)} more"
        case str() as s:
            return "string " + s
        case None:
            return "none"
    return "no match"

Point.__match_args__ = ("x", "y")
for o in [Point(0, 0), Point(0, 5), Point(3, 3), Point(1, 2), Move(0, 0), {"type": "circle", "r": 2, "c": "red"},
          -2.5, 7, [Point(1, 1), Point(2, 2)], "hi", None, 3.5]:
    print(where(o))
