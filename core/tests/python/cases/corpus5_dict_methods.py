d = {"b": 2, "a": 1}
print(d.setdefault("c", 3), d.setdefault("a", 100), d)
d.update({"d": 4}, e=5)
d.update([("f", 6)])
print(d, len(d))
print(d | {"a": 0, "z": 26}, {"z": 1} | d == d | {"z": 1})
d |= {"g": 7}
d |= dict([("h", 8)])
print(list(d), d.popitem(), d.popitem(), d.pop("a"), d.pop("missing", None))
try:
    d.pop("missing")
except KeyError as e:
    print("KeyError", e)
try:
    {}.popitem()
except KeyError as e:
    print(e)
print(dict.fromkeys("abc"), dict.fromkeys(range(3), 0), dict(zip("xy", [1, 2])), dict(a=1, **{"b": 2}))
print(d.get("zz"), d.get("zz", "dflt"), "b" in d, 2 in d.values(), ("b", 2) in d.items())
inv = {v: k for k, v in d.items()}
print(inv, sorted(d, key=d.get, reverse=True))
keys = d.keys()
d["new"] = 0
print(keys, list(reversed(d)), keys & {"b", "new"} == {"b", "new"}, sorted(keys - {"b"}))
nested = {}
for path, val in [("a/b/c", 1), ("a/b/d", 2), ("a/e", 3), ("f", 4)]:
    cur = nested
    *parents, leaf = path.split("/")
    for p in parents:
        cur = cur.setdefault(p, {})
    cur[leaf] = val
print(nested)
def flatten(dd, prefix=""):
    out = {}
    for k, v in dd.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out
print(flatten(nested))
counts = {}
for w in "a b a c b a".split():
    counts[w] = counts.get(w, 0) + 1
print(counts, max(counts.items(), key=lambda kv: kv[1]))
e = dict(d)
e.clear()
print(e, d == dict(d), {1: "a"} == {1.0: "a"}, {True: 1, 1: 2, 1.0: 3})
try:
    d["nope"]
except KeyError as ex:
    print(repr(ex), ex.args)
try:
    for k in d:
        d[k + "!"] = 1
except RuntimeError as ex:
    print(ex)
print(dict(sorted({"b": 1, "a": 2}.items())), {**{"x": 1}, "y": 2, **{"x": 3}})
print(repr({}), repr({1: {2: [3, (4,)]}}), str({"k": "v'q"}), {(1, 2): None})
m = {"a": [1], "b": [2]}
shallow = m.copy()
shallow["a"].append(9)
print(m, m.items() == shallow.items(), list(m.values()))
print(sum({1: 10, 2: 20}.values()), list(map(sorted, [{"q": 1, "p": 2}])))
