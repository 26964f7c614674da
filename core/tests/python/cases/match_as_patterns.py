def f(x):
    match x:
        case [int() as a, int() as b] as pair:
            return ("ints", a, b, pair)
        case [_, _] as pair:
            return ("pair", pair)
        case {"k": [*_] as lst} as d:
            return ("list in dict", lst, d)
        case (1 | 2 | 3) as n:
            return ("n", n)
        case ((x, y) as inner) as outer:
            return ("nested as", x, y, inner is outer)

print(f([1, 2]))
print(f([1, "2"]))
print(f({"k": [1]}))
print(f(2))
print(f((8, 9)))
print(f(7))
