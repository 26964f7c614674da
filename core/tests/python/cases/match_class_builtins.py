def f(x):
    match x:
        case bool(b):
            return f"bool {b}"
        case int(i):
            return f"int {i}"
        case float(v):
            return f"float {v}"
        case str(s):
            return f"str {s!r}"
        case list([a, *_]):
            return f"list starting {a}"
        case list():
            return "empty list"
        case tuple((a, b)):
            return f"pair {a} {b}"
        case dict({"k": v}):
            return f"dict with k={v}"
        case set(s) | frozenset(s):
            return f"set of {len(s)}"
        case _:
            return "other"

for v in [True, 3, 2.5, "s", [9, 8], [], (1, 2), (1, 2, 3), {"k": 0}, {1, 2}, frozenset(), None]:
    print(f(v))

match 5:
    case int(5):
        print("int(5) matches 5")
match 5:
    case int(x=1):
        print("no")
    case _:
        print("int has no attribute x")
match 3:
    case int(real=r, imag=i):
        print("attributes of int", r, i)
