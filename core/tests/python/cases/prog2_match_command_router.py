"""A chat-bot command router using structural pattern matching over parsed commands."""
from dataclasses import dataclass


@dataclass
class Move:
    direction: str
    steps: int = 1


@dataclass
class Say:
    to: str
    text: str


@dataclass
class Trade:
    give: tuple
    get: tuple


def parse(line):
    words = line.split()
    match words:
        case []:
            return None
        case ["go" | "move", ("north" | "south" | "east" | "west") as d]:
            return Move(d)
        case ["go" | "move", d, n] if n.isdigit():
            return Move(d, int(n))
        case ["say", to, *rest] if rest:
            return Say(to, " ".join(rest))
        case ["trade", g, "for", w]:
            return Trade(tuple(g.split(":")), tuple(w.split(":")))
        case [cmd, *_]:
            raise ValueError(f"unknown command {cmd!r} ({len(words)} words)")


def handle(cmd, state):
    match cmd:
        case None:
            return "..."
        case Move(direction="north" | "south" as d, steps=1):
            state["y"] += 1 if d == "north" else -1
            return f"step {d}"
        case Move(d, n) if n > 5:
            return f"too far: {n}"
        case Move(d, n):
            dx = {"east": 1, "west": -1}.get(d, 0)
            state["x"] += dx * n
            return f"walk {d} x{n}"
        case Say(to="all", text=t):
            return f"[broadcast] {t}"
        case Say(to, text):
            return f"@{to}: {text}"
        case Trade(give=(item, qty), get=(want, wqty)):
            return f"offer {qty} {item} for {wqty} {want}"
        case Trade():
            return "malformed trade"


def describe(value):
    match value:
        case {"type": "point", "x": int(x), "y": int(y)}:
            return f"point({x},{y})"
        case {"type": "circle", "r": float() | int() as r, **rest}:
            return f"circle r={r} extra={sorted(rest)}"
        case [int(a), int(b)] | (int(a), int(b), _):
            return f"pair-ish {a},{b}"
        case str() as s if len(s) > 3:
            return f"long str {s[:3]}…"
        case bool(b):
            return f"bool {b}"
        case 0 | 1 | 2:
            return "small"
        case _:
            return f"other {type(value).__name__}"


state = {"x": 0, "y": 0}
for line in ["go north", "move east 3", "go west 9", "say all hello there", "say bob hi",
             "trade apple:3 for gold:1", "trade apple for gold", "", "dance wildly", "go south", "go up 2"]:
    try:
        print(f"{line!r:28} -> {handle(parse(line), state)}")
    except ValueError as e:
        print(f"{line!r:28} -> ValueError: {e}")
print(state)
for v in [{"type": "point", "x": 1, "y": 2}, {"type": "point", "x": 1.0, "y": 2},
          {"type": "circle", "r": 2.5, "color": "red", "z": 0}, [3, 4], (5, 6, 7), (5, 6),
          "hello", "hi", True, 2, 3.5, None]:
    print(repr(v), "=>", describe(v))
