it = iter([1, 2])
print(next(it), next(it), next(it, "end"))
