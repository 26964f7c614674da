class K:
    a = "a"
    one = 1

# The first key is missing: no match, and the repeat is never looked at.
match {"b": 2, "c": 3}:
    case {"a": 1, K.a: 2}:
        print("no")
    case _:
        print("no match first")

match {1: "x", 2: "y"}:
    case {1.0: v, K.one: w}:
        print(v, w)
