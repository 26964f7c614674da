import enum
class Op(enum.Enum):
    ADD = "+"
    MUL = "*"

def evaluate(node):
    match node:
        case int() | float() as n:
            return n
        case {"op": Op.ADD, "args": [*args]}:
            return sum(evaluate(a) for a in args)
        case {"op": Op.MUL, "args": [first, *rest]}:
            r = evaluate(first)
            for a in rest:
                r *= evaluate(a)
            return r
        case {"op": "neg", "arg": arg}:
            return -evaluate(arg)
        case ("pow", base, exp):
            return evaluate(base) ** evaluate(exp)
        case str(s) if s.lstrip("-").isdigit():
            return int(s)
        case _:
            raise ValueError(f"bad node {node!r}")

tree = {"op": Op.ADD, "args": [1, {"op": Op.MUL, "args": [2, 3, "4"]}, ("pow", 2, 5), {"op": "neg", "arg": 1.5}]}
print(evaluate(tree))
for bad in [{"op": Op.MUL, "args": []}, "abc", None, ("pow", 1)]:
    try:
        evaluate(bad)
    except ValueError as e:
        print("ValueError:", e)

def classify(v):
    match v:
        case True:
            return "true"
        case False:
            return "false"
        case None:
            return "none"
        case 0:
            return "zero"
        case [] | ():
            return "empty seq"
        case [x] if isinstance(x, list):
            return f"singleton list of list {x}"
        case [x]:
            return f"singleton {x}"
        case [1, *_, 9]:
            return "1..9"
        case {"id": int(i), **rest} if not rest:
            return f"just id {i}"
        case {"id": _}:
            return "id plus more"
        case {}:
            return "some mapping"
        case "yes" | "y":
            return "affirmative"
        case bytes(b):
            return f"bytes len {len(b)}"
        case range(start=0):
            return "range from zero"
        case complex(real=r, imag=i):
            return f"complex {r}/{i}"
        case _:
            return f"other {type(v).__name__}"
for v in [True, False, None, 0, 0.0, [], (), [[1]], [5], [1, 2, 9], {"id": 3}, {"id": 3, "x": 1}, {"x": 1}, {}, "y", b"ab",
          range(0, 5), range(1, 5), 2 + 3j, 1, "other", {1, 2}]:
    print(repr(v), "->", classify(v))
match {"a": 1, "b": 2}:
    case {"a": 1, **others}:
        print("others", others)
point = (3, 4)
match point:
    case (x, y) if x > y:
        print("below diagonal")
    case (x, y):
        print(f"at {x},{y}, sum {x + y}")
