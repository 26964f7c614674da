print(sorted([1, 2], key=lambda v: v / 0))
