print(sorted([3, 1, 2]), sorted("cba"), sorted([3, 1, 2], reverse=True), list(reversed([1, 2, 3])), list(reversed("ab")), sorted({"b": 1, "a": 2}))
