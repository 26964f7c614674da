d = {}
for k in ["z", "a", "m"]:
    d[k] = len(k)
for k, v in d.items():
    print(k, v)
print(list(d))
