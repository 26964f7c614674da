print(2 in [1, 2, 3], "b" in "abc", 3 not in (1, 2), "k" in {"k": 1}, 5 in range(10), 4 in {4, 5})
