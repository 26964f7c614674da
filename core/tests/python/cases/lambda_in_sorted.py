data = [("a", 3), ("b", 1), ("c", 2)]
print(sorted(data, key=lambda t: t[1]), max(data, key=lambda t: t[1]), min(data, key=lambda t: t[1]))
