print(sum([1, 2, 3]), sum([0.5, 0.25]), sum([[1], [2]], []), sum(range(5), 10), any([0, 0, 1]), all([1, 1, 0]), any([]), all([]))
