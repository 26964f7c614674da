# A tiny warehouse shell: commands parsed with match statements over tuples, dicts and classes.
from dataclasses import dataclass
from collections import defaultdict

@dataclass
class Add:
    sku: str
    qty: int

@dataclass
class Remove:
    sku: str
    qty: int

@dataclass
class Move:
    sku: str
    src: str
    dst: str

stock = defaultdict(lambda: defaultdict(int))

def parse(line):
    match line.split():
        case ["add", sku, qty] if qty.isdigit():
            return Add(sku, int(qty))
        case ["remove" | "rm", sku, qty]:
            return Remove(sku, int(qty))
        case ["move", sku, "from", src, "to", dst]:
            return Move(sku, src, dst)
        case ["report", *bins]:
            return ("report", tuple(bins))
        case []:
            return None
        case [cmd, *_]:
            raise ValueError(f"unknown command {cmd!r}")

def execute(cmd, bin_="main"):
    match cmd:
        case Add(sku=s, qty=q) if q > 0:
            stock[bin_][s] += q
            return f"added {q} x {s}"
        case Add():
            return "nothing to add"
        case Remove(sku, qty) if stock[bin_][sku] >= qty:
            stock[bin_][sku] -= qty
            return f"removed {qty} x {sku}"
        case Remove(sku, _):
            return f"not enough {sku} (have {stock[bin_][sku]})"
        case Move(sku, src, dst):
            n = stock[src].pop(sku, 0)
            stock[dst][sku] += n
            return f"moved {n} {sku}: {src} -> {dst}"
        case ("report", ()):
            return {b: dict(items) for b, items in sorted(stock.items())}
        case ("report", bins):
            return {b: dict(stock[b]) for b in bins}
        case None:
            return "(empty)"

Add.__match_args__ = ("sku", "qty")
Remove.__match_args__ = ("sku", "qty")

script = """add bolt 40
add nut 25
add washer 0
rm bolt 15
remove nut 100
move bolt from main to shelf
add bolt 3

report
report shelf attic
dance now"""

for line in script.splitlines():
    try:
        print(f"{line!r:32} -> {execute(parse(line))}")
    except ValueError as e:
        print(f"{line!r:32} !! {e}")

def describe(obj):
    match obj:
        case {"type": "point", "x": int(x), "y": int(y)}:
            return f"point at {x},{y}"
        case {"type": "circle", "r": float() | int() as r, **rest}:
            return f"circle r={r} extra={sorted(rest)}"
        case [int(a), int(b)] | (int(a), int(b), _):
            return f"pair {a}+{b}={a + b}"
        case str() as s if len(s) > 3:
            return f"long string {s[:3]}..."
        case str(s):
            return f"short string {s}"
        case bool(b):
            return f"bool {b}"
        case 0 | 1 | 2:
            return "small int"
        case float(f) if f != f:
            return "nan"
        case _:
            return f"other {type(obj).__name__}"

for o in [{"type": "point", "x": 1, "y": 2}, {"type": "circle", "r": 2.5, "color": "red", "z": 0},
          [3, 4], (5, 6, 7), (5, 6, 7, 8), "hello", "hi", True, 1, float("nan"), None, {"type": "point", "x": 1.0, "y": 2}]:
    print(describe(o))
