values = [4, 2, 0, 1]
print(sum(x * x for x in values))
print(max(100 / x for x in values))
