from dataclasses import dataclass
@dataclass
class Move:
    dx: int
    dy: int
@dataclass
class Say:
    text: str
@dataclass
class Quit:
    pass
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
def parse(cmd):
    match cmd.split():
        case ["go", ("north" | "south") as d]:
            return Move(0, 1 if d == "north" else -1)
        case ["go", direction]:
            return f"unknown direction {direction}"
        case ["say", *words] if words:
            return Say(" ".join(words))
        case ["quit" | "exit"]:
            return Quit()
        case []:
            return "empty"
        case [first, *_]:
            return f"bad command {first!r}"
for c in ["go north", "go west", "say hello world", "say", "exit", "", "dance now"]:
    print(repr(c), "->", parse(c))
def handle(ev):
    match ev:
        case Move(dx=0, dy=0):
            return "stay"
        case Move(dx=dx, dy=dy) if abs(dx) + abs(dy) > 5:
            return f"far {dx},{dy}"
        case Move(dx, dy):
            return f"move {dx},{dy}"
        case Say(text=t):
            return t.upper()
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x=x, y=0):
            return f"on x axis at {x}"
        case {"type": "click", "pos": (x, y), **rest}:
            return f"click {x} {y} extra={rest}"
        case {"type": str(t)}:
            return f"event {t}"
        case int(n) | float(n) if n < 0:
            return "negative"
        case int() | float():
            return "number"
        case str() as s:
            return f"string of {len(s)}"
        case [int(a), int(b)]:
            return a + b
        case (1, *rest):
            return rest
        case None:
            return "none"
        case _:
            return "other"
for e in [Move(0, 0), Move(3, 4), Move(1, 2), Say("hi"), Point(0, 5), Point(2, 0), Point(1, 1),
          {"type": "click", "pos": (1, 2), "btn": "L"}, {"type": "key"}, {"type": 5}, -2.5, 7, "abc", [1, 2], (1, "a", "b"), None, {1}]:
    print(handle(e))
def http(status):
    match status:
        case 200 | 201:
            return "ok"
        case 404:
            return "not found"
        case code if 500 <= code < 600:
            return "server error"
        case _:
            return "?"
print([http(s) for s in (200, 201, 404, 503, 302)])
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
def col(c):
    match c:
        case Color.RED:
            return "r"
        case Color.GREEN:
            return "g"
print(col(Color.RED), col(Color.GREEN), col(3))
