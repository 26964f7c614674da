inv = {"apples": 3, "pears": 0, "plums": 7}
extra = {"pears": 4, "kiwis": 2}
merged = inv | extra
print(merged, inv, {**extra, **inv})
inv |= {"figs": 1}
print(inv, sorted(inv.keys() - extra.keys()), sorted(inv.keys() & extra.keys()), sorted(inv.keys() | extra))
print(sorted(inv.items() - extra.items()), inv.keys() == {"apples", "pears", "plums", "figs"}, ("plums", 7) in inv.items())
print(list(reversed(inv)), list(reversed(inv.values())), inv.popitem(), inv.pop("zz", "default"), inv.setdefault("zz", 0), inv)
try:
    inv.pop("nope")
except KeyError as e:
    print("KeyError:", e)
d = dict.fromkeys(["a", "b"], [])
d["a"].append(1)
print(d, dict(zip("xyz", range(3))), dict([("k", 1)], z=2), {k: v for k, v in [("a", 1), ("a", 2)]})
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
try:
    for k in inv:
        inv[k + "!"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
s1, s2 = {1, 2, 3, 4}, {3, 4, 5}
print(s1 | s2, s1 & s2, s1 - s2, s1 ^ s2, s1 <= s2, {3} < s2, s1.isdisjoint({9}), s1.issuperset([1, 2]))
s1 -= {1}; s1 ^= {9}; s1 &= {2, 3, 9, 10}
print(s1, frozenset([2, 1]) == {1, 2}, {frozenset([1]): "x"}[frozenset([1])], len({1, 1.0, True}))
try:
    {1}.remove(5)
except KeyError as e:
    print("KeyError:", e)
fs = frozenset("abc")
try:
    fs.add("d")
except AttributeError as e:
    print("AttributeError:", e)
print(sorted(fs | {"z"}), type(fs | {"z"}).__name__, type({"z"} | fs).__name__, {1, 2}.union([3], (4,)), {1, 2, 3}.intersection([2, 3], {3}))
empty = set()
print(empty, repr(frozenset()), set("aab") == {"a", "b"}, {x % 3 for x in range(10)}, sorted({(1, 2), (0, 5)}))
counts = {}
for w in "one two three two three three".split():
    counts[w] = counts.get(w, 0) + 1
print(max(counts, key=counts.get), sorted(counts, key=counts.get, reverse=True), {v: k for k, v in counts.items()})
print(dict(sorted(counts.items(), key=lambda kv: kv[1])), list(counts.values()).count(2), len(counts.keys()))
