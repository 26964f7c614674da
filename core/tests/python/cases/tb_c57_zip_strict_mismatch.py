names = ["a", "b", "c"]
scores = [1, 2]
print(list(zip(names, scores)))
pairs = dict(zip(names,
                 scores,
                 strict=True))
