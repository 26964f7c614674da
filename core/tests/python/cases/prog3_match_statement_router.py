from dataclasses import dataclass

@dataclass
class Point:
    x: int
    y: int

@dataclass
class Circle:
    center: Point
    r: int

def describe(shape):
    match shape:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y) | Point(x=y, y=0):
            return f"on axis at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "point"
        case Circle(Point(0, 0), r):
            return f"centered circle r={r}"
        case Circle(center=c, r=r) if r > 10:
            return f"big circle at {c.x},{c.y}"
        case _:
            return "unknown"
for s in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), Circle(Point(0, 0), 3), Circle(Point(1, 1), 20), Circle(Point(1, 1), 2), "x"]:
    print(describe(s))

def route(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"moving {d}"
        case ["go", *rest]:
            return f"bad direction {' '.join(rest) or '?'}"
        case ["get", item, *others] if others:
            return f"get {item} and {len(others)} more"
        case ["get", item]:
            return f"get {item}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case [verb, *_]:
            return f"unknown verb {verb!r}"
for c in ["go north", "go up high", "go", "get lamp", "get lamp key rope", "quit", "", "dance wildly"]:
    print(repr(c), "->", route(c))

def handle(event):
    match event:
        case {"type": "click", "pos": [x, y], **rest}:
            return f"click {x},{y} extra={sorted(rest)}"
        case {"type": "key", "key": str(k)} if len(k) == 1:
            return f"key {k}"
        case {"type": "key"}:
            return "special key"
        case {"type": t}:
            return f"unhandled {t}"
        case int(n) | float(n):
            return f"number {n}"
        case [int(), int()] as pair:
            return f"pair {pair}"
        case None:
            return "none"
        case True:
            return "true?"
        case _:
            return "other"
for e in [{"type": "click", "pos": [1, 2], "btn": 1}, {"type": "key", "key": "a"}, {"type": "key", "key": "F1"}, {"type": "scroll"}, 3, 2.5, [1, 2], (3, 4), [1, "x"], None, True, "str"]:
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
            return "other"
print([http(s) for s in (200, 201, 404, 503, 302)])
