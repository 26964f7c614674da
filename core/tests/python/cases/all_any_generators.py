print(all(x > 0 for x in [1, 2]), any(x > 5 for x in [1, 2]), all(c.isalpha() for c in "abc"))
