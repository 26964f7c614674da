for idx, (a, b) in enumerate(zip("xy", [1, 2]), 1):
    print(idx, a, b)
