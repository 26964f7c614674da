data = ["3", "1", "x", "2"]
nums = list(filter(lambda s: s.isdigit(), data))
print(list(map(lambda s: int(s) * 2, nums)))
print(list(map(lambda s: int(s) * 2, data)))
