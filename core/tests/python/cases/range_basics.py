print(list(range(5)), list(range(2, 8, 2)), list(range(5, 0, -1)), len(range(0, 10, 3)), range(3), range(1, 5, 2))
print(range(10)[2], 4 in range(0, 10, 2), 5 in range(0, 10, 2))
