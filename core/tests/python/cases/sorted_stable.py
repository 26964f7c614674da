data = [("b", 1), ("a", 1), ("c", 0)]
print(sorted(data, key=lambda t: t[1]), sorted(data, key=lambda t: t[1], reverse=True))
