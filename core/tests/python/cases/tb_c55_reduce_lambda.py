from functools import reduce
print(reduce(lambda a, b: a * b, [1, 2, 3, 4]))
vals = [1, 2, 0, 4]
print(reduce(lambda a, b: a // b, vals[::-1]))
print(reduce(lambda a, b: a // b, vals))
