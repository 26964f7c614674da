def f(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case "hello":
            return "greeting"
        case "a" "b":
            return "concatenated"
        case -2.5:
            return "negative float"
        case _:
            return "other"

for v in [0, 1, 3, -1, 1.5, "hello", "ab", -2.5, 4, 0.0, 1.0, "x", [0], None]:
    print(repr(v), f(v))
