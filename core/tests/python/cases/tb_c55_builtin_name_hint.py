values = [3, 1]
print(sorted(values))
pritn(values)
