d = {"a": 1, "b": 2, "c": 3}
print(sum(d.values()), max(d, key=d.get), sorted(d, key=lambda k: -d[k]))
