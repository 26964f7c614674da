import enum
class Op(enum.Enum):
    ADD = "+"
    MUL = "*"
def ev(node):
    match node:
        case int() | float() as n:
            return n
        case ("neg", x):
            return -ev(x)
        case (Op.ADD | Op.MUL as op, left, right):
            l, r = ev(left), ev(right)
            return l + r if op is Op.ADD else l * r
        case {"op": "sum", "args": [*args]}:
            return sum(ev(a) for a in args)
        case {"op": op, **rest} if not rest:
            raise ValueError(f"missing args for {op}")
        case [first, *middle, last] if len(middle) > 1:
            return ("long list", first, len(middle), last)
        case str(s) if s.isdigit():
            return int(s)
        case _:
            raise TypeError(f"bad node {node!r}")
tests = [5, 2.5, ("neg", 3), (Op.ADD, 1, (Op.MUL, 2, 3)), {"op": "sum", "args": [1, 2, ("neg", 1)]}, {"op": "x"}, [1, 2, 3, 4], "42", "abc", (Op.ADD, 1)]
for t in tests:
    try:
        print(repr(t), "->", ev(t))
    except (ValueError, TypeError) as e:
        print(repr(t), "!!", type(e).__name__, e)
def http(status):
    match status:
        case 200 | 201: return "ok"
        case 301 | 302 as code: return f"redirect {code}"
        case int(c) if 400 <= c < 500: return "client error"
        case _: return "other"
print([http(s) for s in (200, 302, 404, 500)])
point = (1, 0)
match point:
    case (0, 0): print("origin")
    case (x, 0): print(f"x-axis {x}")
    case (0, y): print(f"y-axis {y}")
match {"name": "a", "extra": 1}:
    case {"name": str(n)}: print("name", n)
match [1, [2, [3, 4]]]:
    case [a, [b, [c, d]]]: print(a + b + c + d)
match 42:
    case x if x > 100: print("big")
    case x: print("captured", x)
class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y): self.x, self.y = x, y
match Pt(1, 2):
    case Pt(1, y=2): print("mixed positional and keyword")
match "hello":
    case "hi" | "hello" as greet: print(greet.upper())
match (1, 2, 3):
    case (1, *rest): print(rest)
match {"a": 1}:
    case {}: print("empty mapping pattern matches any mapping")
match [1]:
    case (): print("no")
    case [_]: print("single")
match None:
    case None: print("none matched")
match True:
    case 1: print("True matches 1")
match 1.0:
    case True: print("1.0 matches True?")
    case _: print("1.0 does not match True")
