print(min(3, 1, 2), max([4, 9, 2]), min("bca"), max([], default=0), min([(2, "a"), (1, "b")]), max("apple", "fig", key=len))
