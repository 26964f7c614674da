from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
@dataclass
class Circle:
    center: Point
    r: float
def describe(shape):
    match shape:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=yy):
            return f"on y-axis at {yy}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Circle(Point(0, 0), r):
            return f"centered circle r={r}"
        case Circle(center=c, r=r) if r > 10:
            return f"big circle at {c}"
        case [x, y, *rest]:
            return f"seq head {x},{y} rest {rest}"
        case {"type": "rect", "w": w, "h": h, **others}:
            return f"rect {w}x{h} extra={others}"
        case str() | bytes() as s:
            return f"text {s!r}"
        case int(n) if n < 0:
            return "negative"
        case 1 | 2 | 3:
            return "small"
        case None:
            return "nothing"
        case _:
            return f"unknown {type(shape).__name__}"
tests = [Point(0, 0), Point(0, 5), Point(3, 3), Point(1, 2), Circle(Point(0, 0), 2), Circle(Point(1, 1), 20),
         [1, 2, 3, 4], (5, 6), {"type": "rect", "w": 2, "h": 3, "c": "red"}, "hi", b"b", -4, 2, None, 3.5, [1]]
for t in tests:
    print(describe(t))
def cmd(line):
    match line.split():
        case ["go", ("north" | "south") as d]:
            return f"going {d}"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case _:
            return "??"
for l in ["go north", "go west", "take a b", "take", "exit", ""]:
    print(repr(l), cmd(l))
class Color:
    RED = "red"
match "red":
    case Color.RED:
        print("matched constant")
match {"a": 1, "b": 2}:
    case {"a": 1}:
        print("partial mapping ok")
match 5.0:
    case 5:
        print("5.0 matches 5")
match (1, [2, 3]):
    case (a, [b, c]):
        print(a, b, c)
class P2:
    __match_args__ = ("a",)
    def __init__(self, a): self.a = a
match P2(9):
    case P2(v): print("P2", v)
try:
    match P2(1):
        case P2(a, b): pass
except TypeError as e:
    print(e)
