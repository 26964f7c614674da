print(list(map(lambda x: x * 2, [1, 2, 3])), list(filter(lambda x: x % 2, range(6))), list(map(str, range(3))), list(filter(None, [0, 1, "", "a"])))
print(list(map(lambda a, b: a + b, [1, 2], [10, 20])))
