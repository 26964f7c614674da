d = {"a": 1, "b": 2}
for k in d:
    print(k)
for k in d:
    d[k + "x"] = 0
