d = {"a": 1, "b": 2}
d["c"] = 3
print(d, d["a"], len(d), "a" in d, list(d.keys()), list(d.values()), list(d.items()))
