from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Circle:
    center: Point
    r: float

def describe(obj):
    match obj:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y) | Point(x=y, y=0):
            return f"on axis at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Circle(Point(x, y), r) if r > 10:
            return f"big circle at {x},{y}"
        case Circle(center=c, r=r):
            return f"circle r={r} c={c}"
        case [x, y, *rest]:
            return f"seq {x} {y} +{len(rest)}"
        case {"type": "user", "name": str(name), **extra}:
            return f"user {name} {extra}"
        case {"type": t}:
            return f"typed {t}"
        case int(n) | float(n) if n < 0:
            return "negative"
        case str() as s if s.isupper():
            return "shout " + s
        case "a" | "b":
            return "ab"
        case None:
            return "none"
        case _:
            return f"other {type(obj).__name__}"

for o in [Point(0, 0), Point(0, 5), Point(7, 0), Point(3, 3), Point(1, 2), Circle(Point(1, 2), 11), Circle(Point(0, 0), 1.5),
          [1, 2, 3, 4], (9, 8), {"type": "user", "name": "ann", "age": 3}, {"type": "x"}, -4, -2.5, "HEY", "a", None, 3.5, "hey"]:
    print(describe(o))
def cmd(s):
    match s.split():
        case ["go", ("north" | "south") as d]:
            return "go " + d
        case ["take", *items] if items:
            return "take " + ",".join(items)
        case [single]:
            return "single " + single
        case []:
            return "empty"
    return "?"
print([cmd(s) for s in ["go north", "go west", "take a b", "take", "look", ""]])
print(Point.__match_args__)
