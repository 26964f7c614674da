rows = [[0] * 2 for _ in range(2)]
rows[0][0] = 1
print(rows)
bad = [[0] * 2] * 2
bad[0][0] = 1
print(bad)
