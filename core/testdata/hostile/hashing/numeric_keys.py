# Equal numbers are one key: 1, 1.0 and True; -1 hashes as -2; two NaNs are two keys.
# reference: cpython
# exit: 0
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len({1, 1.0, True}), hash(-1), hash(-2), hash(1.5), hash(2**61 - 1), hash((1, 2)))
print(len({float("nan"), float("nan")}), sorted({5, 3, 1, 2, 100, 64}))
