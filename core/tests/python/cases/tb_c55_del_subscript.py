cache = {"a": 1, "b": 2}
del cache["a"]
print(cache)
keys = ["b", "c"]
for k in keys:
    del cache[k]
