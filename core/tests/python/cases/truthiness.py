for v in [0, 1, "", "a", [], [0], {}, None, 0.0, (), set()]:
    print(bool(v), end=" ")
print()
