import unicodedata as u
for f in ["decimal", "digit", "numeric"]:
    for c in ["a", "5", "٣", "०", "x"]:
        try:
            print(f, c, getattr(u, f)(c))
        except ValueError as e:
            print(f, c, "ValueError", e)
print(u.decimal("a", None), u.numeric("x", -1), u.digit("q", "d"))
for bad in [lambda: u.decimal("ab"), lambda: u.digit(5)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print(sum(u.decimal(c) for c in "٣٤٥"), [u.category(c) for c in "aZ1 ."])
