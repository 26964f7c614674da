d = {(1, 2): "a", (3, 4): "b"}
print(d[(1, 2)], (3, 4) in d, list(d))
