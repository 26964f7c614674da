d = {"a": 1}
e = d.copy()
d.clear()
print(d, e, d.popitem() if d else "empty")
