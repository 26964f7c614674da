sorted([1, "a"])
