def f(x):
    match x:
        case [first, *middle, last]:
            return ("fml", first, middle, last)
        case [*all_]:
            return ("all", all_)

for v in [[1], [1, 2], [1, 2, 3, 4], (5, 6, 7), []]:
    print(f(v))

def g(x):
    match x:
        case [*_, 0]:
            return "ends with zero"
        case [0, *_]:
            return "starts with zero"
        case [_, *_, _]:
            return "two or more"
        case [*_]:
            return "short"

for v in [[0], [1, 0], [0, 1], [1, 2], [1, 2, 3], [5], [], (0, 9, 9)]:
    print(v, g(v))

match [1, 2, 3, 4, 5]:
    case [a, b, *_, c]:
        print(a, b, c)
match (1, 2, 3, 4, 5):
    case [*head, x, y]:
        print(head, x, y, type(head).__name__)
