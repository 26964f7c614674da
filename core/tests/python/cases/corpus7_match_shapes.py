from dataclasses import dataclass
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

@dataclass
class Point:
    x: int
    y: int

@dataclass
class Line:
    start: Point
    end: Point

class Circle:
    __match_args__ = ("center", "radius")
    def __init__(self, center, radius):
        self.center = center
        self.radius = radius

def describe(obj):
    match obj:
        case Point(x=0, y=0):
            return "origin"
        case Point(0, y) | Point(y, 0) if y > 100:
            return f"far axis {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return f"point {obj.x},{obj.y}"
        case Line(Point(x1, y1), Point(x2, y2)) if x1 == x2:
            return f"vertical at {x1} len {abs(y2 - y1)}"
        case Line(start=s, end=e):
            return f"line {s} -> {e}"
        case Circle(Point(cx, cy), r) if r <= 0:
            return "degenerate circle"
        case Circle(c, radius=r):
            return f"circle r={r} at {c.x},{c.y}"
        case Color.RED:
            return "red!"
        case Color():
            return f"color {obj.name}"
        case [] | ():
            return "empty seq"
        case [x]:
            return f"one {x!r}"
        case [int(a), int(b), *rest] if not rest:
            return f"int pair {a + b}"
        case [first, *middle, last]:
            return f"seq {first}..{last} mid={middle}"
        case {"type": "user", "name": str(n), **extra}:
            return f"user {n} extra={sorted(extra)}"
        case {"type": t}:
            return f"typed {t}"
        case str() as s if s.isdigit():
            return f"numeric string {int(s)}"
        case str(s):
            return f"string {s!r}"
        case int(n) | float(n) if n < 0:
            return f"negative {n}"
        case bool(b):
            return f"bool {b}"
        case int(n):
            return f"int {n}"
        case None:
            return "none"
        case _:
            return f"other {type(obj).__name__}"

tests = [Point(0, 0), Point(0, 150), Point(200, 0), Point(0, 5), Point(3, 3), Point(1, 2),
         Line(Point(1, 1), Point(1, 9)), Line(Point(0, 0), Point(2, 3)),
         Circle(Point(0, 0), 0), Circle(Point(1, 2), 5), Color.RED, Color.GREEN,
         [], (), ["solo"], [1, 2], [1, 2, 3], (1, "x", 2.5, None), "abc", "123",
         {"type": "user", "name": "amy", "age": 3, "role": "x"}, {"type": "user", "name": 5},
         {"kind": 1}, -3, -2.5, True, False, 7, None, 3.5, {1, 2}, b"ab"]
for t in tests:
    print(describe(t))

def calc(tokens):
    stack = []
    for tok in tokens:
        match tok.split():
            case [("+" | "-" | "*" | "/") as op]:
                b, a = stack.pop(), stack.pop()
                match op:
                    case "+": stack.append(a + b)
                    case "-": stack.append(a - b)
                    case "*": stack.append(a * b)
                    case "/": stack.append(a / b)
            case ["dup"]:
                stack.append(stack[-1])
            case ["push", *nums]:
                stack.extend(int(n) for n in nums)
            case [num] if num.lstrip("-").isdigit():
                stack.append(int(num))
            case other:
                raise ValueError(f"bad token {other}")
    return stack
print(calc(["push 3 4", "+", "dup", "*", "10", "-", "2", "/"]))
try:
    calc(["push 1", "frob x"])
except ValueError as e:
    print(e)

def http(status):
    match status:
        case 200 | 201 | 204:
            return "ok"
        case 301 | 302 as code:
            return f"redirect {code}"
        case code if 400 <= code < 500:
            return "client error"
        case _:
            return "other"
print([http(s) for s in (200, 204, 302, 404, 500)])
match {"a": 1, "b": 2}:
    case {"a": 1}:
        print("mapping matches with extra keys")
match (1, 2):
    case [1, 2]:
        print("tuple matches list pattern")
match "ab":
    case [a, b]:
        print("str is sequence?!")
    case _:
        print("str not a sequence pattern")
match 1.0:
    case 1:
        print("1.0 matches 1")
match [1, [2, [3, 4]]]:
    case [_, [_, [*_, last]]]:
        print("nested last", last)
