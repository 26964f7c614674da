def classify(p):
    match p:
        case (x, y) if x == y:
            return "diagonal"
        case (x, y) if x > y:
            return "below"
        case (x, _) if x < 0:
            return "left"
        case _:
            return "above"

for p in [(1, 1), (3, 2), (-1, 5), (0, 4)]:
    print(p, classify(p))

calls = []
def check(v):
    calls.append(v)
    return v > 2

match [5, 1]:
    case [a, b] if check(b):
        print("first")
    case [a, b] if check(a):
        print("second", a, b)
print(calls)

# A guard that fails leaves the names its pattern bound.
match 10:
    case n if n < 0:
        pass
    case _:
        print("n is still bound:", n)
