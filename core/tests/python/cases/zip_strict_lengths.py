print(list(zip([1, 2, 3], [4, 5])), dict(zip(["a", "b"], [1, 2])))
