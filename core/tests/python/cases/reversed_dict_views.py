# reversed() of a dict and of its keys/values/items views walks insertion order backwards.
d = {"a": 1, "b": 2, "c": 3}
d["z"] = 0
del d["b"]
d["b"] = 9
print(list(reversed(d)))
print(list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
for k in reversed(d):
    print(k, d[k], end="; ")
print()
print(list(reversed({})), next(reversed({1: 2})))
print([k for k, v in reversed(list(d.items())) if v])
for bad in [{1, 2}, (x for x in [1])]:
    try:
        reversed(bad)
    except TypeError as e:
        print("TypeError:", e)
