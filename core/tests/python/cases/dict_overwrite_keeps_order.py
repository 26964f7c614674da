d = {"a": 1, "b": 2}
d["a"] = 10
print(d)
del d["a"]
d["a"] = 5
print(d)
