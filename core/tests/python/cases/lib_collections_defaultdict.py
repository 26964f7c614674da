from collections import defaultdict

groups = defaultdict(list)
for word in ["apple", "bob", "avocado", "banana", "cherry"]:
    groups[word[0]].append(word)
print(groups)
print(groups["a"], groups["z"], len(groups))
print(groups)
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts, counts.default_factory)
print(sorted(counts.items()), list(counts.keys()), list(counts.values()))
print("s" in counts, "q" in counts, counts.get("q"), counts.get("q", -1), "q" in counts)
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
nested["x"]["z"] += 1
print(nested["x"], nested["x"]["y"], len(nested))
dd = defaultdict(set, {"k": {1}}, extra={2})
dd["k"].add(3)
print(sorted(dd["k"]), dd["extra"], dd["new"])
print(defaultdict(None, {1: 2}), defaultdict(), defaultdict(int, [("a", 1)], b=2))
n = defaultdict(None)
try:
    n["missing"]
except KeyError as e:
    print("KeyError", e)
print(n.__missing__ if False else "no factory", n.default_factory)
c = counts.copy()
c["m"] = 100
print(counts["m"], c["m"], type(c).__name__, c.default_factory)
print(counts == {"m": 1, "i": 4, "s": 4, "p": 2}, counts == defaultdict(int), counts != {})
print(groups.pop("b"), groups.pop("nope", "default"), groups.setdefault("c", ["x"]), groups.setdefault("q", []))
print(groups)
del groups["z"]
print(groups)
print(groups.popitem(), len(groups))
d2 = defaultdict(list, {"a": [1]})
print(d2 | {"b": [2]}, {"b": [2]} | d2)
d2 |= {"c": [3]}
print(d2, type(d2 | {}).__name__)
d2.update({"d": [4]}, e=[5])
d2.update([("f", [6])])
print(d2)
d2.default_factory = str
print(d2["g"] == "", d2)
d2.clear()
print(d2, bool(d2), len(d2))
print(defaultdict.fromkeys("ab", 0), defaultdict.fromkeys([1, 2]))
print(list(reversed(defaultdict(int, a=1, b=2))))
for key in defaultdict(int, x=1, y=2):
    print(key)
m = defaultdict(int)
print(m.__missing__("k"), m)
try:
    defaultdict(5)
except TypeError as e:
    print("TypeError", e)
try:
    defaultdict(list, {}, {})
except TypeError as e:
    print("TypeError", e)
try:
    defaultdict(int) | 1
except TypeError as e:
    print("TypeError", e)
try:
    hash(defaultdict(int))
except TypeError as e:
    print("TypeError", e)
try:
    defaultdict(list)[[1]]
except TypeError as e:
    print("TypeError", e)
try:
    defaultdict(int).popitem()
except KeyError as e:
    print("KeyError", e)
try:
    del defaultdict(int)["x"]
except KeyError as e:
    print("KeyError", e)
def bad():
    raise ValueError("factory failed")
defaultdict(bad)["x"]
