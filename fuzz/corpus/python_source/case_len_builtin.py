print(len([1, 2]), len("hé"), len({}), len(range(3, 10)), len((1,)), len({1, 2}))
