print("a" + 1)
