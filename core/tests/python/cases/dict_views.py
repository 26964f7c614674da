d = {"a": 1, "b": 2, "c": 3}
k, v, it = d.keys(), d.values(), d.items()
print(k, v, it)
print(type(k).__name__, type(v).__name__, type(it).__name__, len(k), len(v), len(it))
d["d"] = 4
del d["a"]
print(k, v, it, "b" in k, "a" in k, 3 in v, 9 in v, ("c", 3) in it, ("c", 4) in it)
print(list(k), sorted(v, reverse=True), [x for x in it], tuple(k))
for key, val in d.items():
    print(key, val, end="; ")
print()
print(k & {"b", "z"}, sorted(k | ["x"]), sorted(k - {"b"}), sorted(k ^ {"b", "q"}))
print(it & {("b", 2), ("c", 9)}, sorted(it - {("b", 2)}))
print(k == {"b", "c", "d"}, k == {"b"}, k != {"b"}, it == {("b", 2), ("c", 3), ("d", 4)}, k == ["b", "c", "d"])
print(bool({}.keys()), bool(k), max(d, key=d.get), sum(d.values()), dict(d.items()) == d)
print(sorted(d.items(), key=lambda kv: -kv[1]))
print({1: "x"}.keys(), {}.items(), {(1, 2): [3]}.items())
try:
    for key in d.keys():
        d[key + "!"] = 0
except RuntimeError as e:
    print("RuntimeError", e)
try:
    d.values() | {1}
except TypeError as e:
    print("TypeError", e)
