print(sorted({x % 3 for x in range(10)}))
