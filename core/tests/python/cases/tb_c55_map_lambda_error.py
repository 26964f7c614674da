data = ["1", "2", "x"]
conv = map(lambda s: int(s) * 2, data)
print(next(conv))
print(list(conv))
