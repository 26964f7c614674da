print(list(dict.fromkeys([3, 1, 3, 2])), dict.fromkeys("ab", 0), dict.fromkeys([]))
