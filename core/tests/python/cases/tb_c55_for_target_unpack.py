pairs = {"a": 1, "b": 2}
for k, v in pairs.items():
    print(k, v)
for k, v in pairs:
    print(k, v)
