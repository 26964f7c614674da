def f(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one: {a}"
        case [a, b]:
            return f"two: {a} {b}"
        case (a, b, c):
            return f"three: {a} {b} {c}"
        case [a, b, c, d, *rest]:
            return f"many: {a} {b} {c} {d} rest={rest}"
        case _:
            return "not a sequence"

for v in [[], [1], (1,), [1, 2], (1, 2), [1, 2, 3], (1, 2, 3), [1, 2, 3, 4], list(range(7)), range(3), range(0), "ab", "abc", {1: 2}, {1, 2}, 5, None]:
    print(repr(v), f(v))
