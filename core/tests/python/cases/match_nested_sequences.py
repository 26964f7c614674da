def f(x):
    match x:
        case [[a, b], [c, d]]:
            return a + b + c + d
        case [[a, *_], *rest] if rest:
            return ("nested head", a, rest)
        case [(1, 2), x]:
            return ("one-two", x)
        case _:
            return None

print(f([[1, 2], [3, 4]]))
print(f([(1, 2), (3, 4)]))
print(f([[9], [1]]))
print(f([[1, 2, 3], 5]))
print(f([(1, 2), "x"]))
print(f([[1, 2]]))
print(f([[], 5]))
