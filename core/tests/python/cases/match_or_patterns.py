def f(x):
    match x:
        case 1 | 2 | 3:
            return "small"
        case [1, y] | [y, 1]:
            return f"pair with one, other {y}"
        case {"a": v} | {"b": v}:
            return f"a or b: {v}"
        case (0 | 1) as bit:
            return f"bit {bit}"
        case str() | bytes():
            return "text"
        case _:
            return "other"

for v in [1, 3, [1, 9], [9, 1], [1, 1], {"b": 2}, {"a": 1, "b": 2}, "s", 0, 4, [2, 2]]:
    print(repr(v), f(v))

def g(x):
    match x:
        case [a, 0] | [0, a] | (a, 5, 5):
            return a
print(g([3, 0]), g([0, 4]), g((6, 5, 5)), g([1, 1]))
