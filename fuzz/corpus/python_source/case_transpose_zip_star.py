m = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*m)), [list(r) for r in zip(*m)])
