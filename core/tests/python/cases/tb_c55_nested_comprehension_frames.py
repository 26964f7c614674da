rows = {"a": [1, 2], "b": [3, 0]}
print({k: [10 // v for v in vs] for k, vs in rows.items() if k == "a"})
inv = {k: [10 // v for v in vs] for k, vs in rows.items()}
