inventory = {"apples": 5, "pears": 0, "kiwis": 12}
prices = {"apples": 0.5, "kiwis": 0.25, "mangos": 1.75}
print(inventory | {"pears": 3, "plums": 7})
merged = dict(inventory)
merged |= prices
print(merged)
print({k: inventory[k] * prices[k] for k in inventory.keys() & prices.keys()} == {"apples": 2.5, "kiwis": 3.0})
print(sorted(inventory.keys() - prices.keys()), sorted(inventory.keys() ^ prices.keys()), sorted(inventory.items() & {("apples", 5)}))
print(inventory.get("bananas"), inventory.get("bananas", 0), inventory.setdefault("figs", 9), inventory)
print(inventory.pop("figs"), inventory.pop("nope", "default"), inventory.popitem(), inventory)
try:
    inventory.pop("nope")
except KeyError as e:
    print("KeyError:", e)
words = "the quick brown the lazy the end quick".split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(freq, max(freq, key=freq.get), sorted(freq, key=lambda w: (-freq[w], w)))
by_len = {}
for w in words:
    by_len.setdefault(len(w), []).append(w)
print(by_len)
inverted = {v: k for k, v in {"a": 1, "b": 2, "c": 1}.items()}
print(inverted, dict(zip("abc", range(3))), dict.fromkeys(["x", "y"], []), dict([("k", 1)], z=2))
d = {"b": 2, "a": 1, "c": 3}
print(list(d), list(reversed(d)), sorted(d.items(), key=lambda kv: kv[1], reverse=True), next(iter(d.values())))
keys = d.keys()
d["d"] = 4
print(keys, len(keys), "d" in keys, d.values(), list(d.items())[-1])
del d["a"]
print(d, d == {"c": 3, "b": 2, "d": 4}, {1: "a"} == {1.0: "a"}, {True: "t", 1: "one"})
try:
    for k in d:
        d["new"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
nested = {"user": {"profile": {"name": "Ann", "langs": ["py", "rs"]}}}


def deep_get(d, path, default=None):
    for part in path.split("."):
        if isinstance(d, dict) and part in d:
            d = d[part]
        elif isinstance(d, list) and part.isdigit() and int(part) < len(d):
            d = d[int(part)]
        else:
            return default
    return d


print(deep_get(nested, "user.profile.name"), deep_get(nested, "user.profile.langs.1"), deep_get(nested, "user.x.y", "?"))


def deep_update(a, b):
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict):
            deep_update(a[k], v)
        else:
            a[k] = v
    return a


print(deep_update({"a": {"x": 1, "y": 2}, "b": 1}, {"a": {"y": 3, "z": 4}, "c": 5}))
matrix = {(r, c): r * c for r in range(3) for c in range(3)}
print(matrix[2, 2], sum(matrix.values()), [k for k, v in matrix.items() if v == 2])
print(repr({}), str({"q": None, 1: [1, {2: ()}]}), dict(sorted({"z": 1, "a": 2}.items())))
copy = d.copy()
copy.clear()
print(copy, d, len(d), bool({}), {**d, "extra": 0}, {**{"a": 1}, **{"a": 2}})
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    {}["missing"]
except KeyError as e:
    print("KeyError:", e, repr(e))


class Key:
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return hash(self.k.lower())

    def __eq__(self, other):
        return self.k.lower() == other.k.lower()

    def __repr__(self):
        return f"Key({self.k!r})"


ci = {Key("Name"): 1}
ci[Key("NAME")] = 2
print(ci, Key("name") in ci)
grouped = {}
for name, dept in [("ann", "eng"), ("bob", "ops"), ("cy", "eng")]:
    grouped.setdefault(dept, set()).add(name)
print({k: sorted(v) for k, v in sorted(grouped.items())})
print(dict(a=1).items() == {("a", 1)}, list({"a": 1}.items())[0], type({}.keys()).__name__, type({}.items()).__name__)
