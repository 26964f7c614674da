# CPython binds a pattern's names only when the whole pattern matches.
match [1, 2]:
    case [a, 3]:
        print("no")
    case _:
        pass
try:
    print(a)
except NameError as e:
    print("NameError:", e)

# An earlier value is untouched by a failed pattern.
b = "before"
match (1, 2, 3):
    case (b, 2, 4):
        print("no")
    case (_, c, _):
        print("c", c, "b", b)

# Or-patterns: each alternative binds the same names; the failing first alternative leaves none.
match [0, 7]:
    case [1, d] | [0, d]:
        print("d", d)

x = "old"
match {"k": 1}:
    case {"k": 2, "j": x} | {"k": 3, "j": x}:
        print("no")
    case _:
        print("x", x)
