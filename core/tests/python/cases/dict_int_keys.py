d = {1: "one", 2: "two"}
d[1.0] = "uno"
print(d, d[True] if True in d else None)
