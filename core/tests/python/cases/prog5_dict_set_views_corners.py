# dict and set behaviour that real code relies on: views, ordering, merges, comprehension corners
inv = {"apple": 3, "pear": 0, "fig": 5}
keys = inv.keys(); vals = inv.values(); items = inv.items()
inv["kiwi"] = 2
print(list(keys), list(vals), len(items), ("fig", 5) in items, keys & {"fig", "grape"}, sorted(keys | {"z"}), sorted(keys - {"pear"}), sorted(keys ^ {"apple", "q"}))
print(list(reversed(inv)), list(reversed(inv.items()))[0], inv | {"apple": 9}, {**inv, "pear": 1}, inv.popitem(), inv)
d = dict.fromkeys(["a", "b"], [])
d["a"].append(1)
print(d, dict.fromkeys("xy"), dict(zip("abc", range(3))), dict([("k", 1)], v=2), dict(a=1) == {"a": 1})
d2 = {}
for w in "the cat and the hat and the bat".split():
    d2[w] = d2.get(w, 0) + 1
print(d2, max(d2, key=d2.get), sorted(d2.items(), key=lambda kv: (-kv[1], kv[0])))
m = {1: "int", 1.0: "float", True: "bool"}
print(m, len(m), {0: "a", False: "b", 0.0: "c"})
try:
    for k in inv:
        inv[k + "!"] = 1
except RuntimeError as e:
    print("RuntimeError", e)
try:
    s = {1, 2, 3}
    for x in s:
        s.add(x * 10)
except RuntimeError as e:
    print("RuntimeError", e)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError", e)
try:
    {1, 2} | [3]
except TypeError as e:
    print("TypeError", e)
a, b = {1, 2, 3, 4}, {3, 4, 5}
print(a & b, a | b, a - b, a ^ b, a.issuperset({1, 2}), {1}.isdisjoint({2}), a.union([9], (8,)), a.intersection(range(3)), a <= a, a < a)
fs = frozenset([3, 1, 2])
print(fs, {fs: "frozen"}[frozenset({1, 2, 3})], fs | {9}, type(fs | {9}).__name__, type({9} | fs).__name__, frozenset() == set())
s = set("hello")
s.discard("z"); s.remove("h")
try:
    s.remove("q")
except KeyError as e:
    print("KeyError", e)
print(sorted(s), s.copy() == s, sorted(s.symmetric_difference("low")), {x % 3 for x in range(10)}, set() == frozenset())
s2 = {1, 2, 3}; s2 -= {1}; s2 |= {7}; s2 &= {2, 7, 8}; s2 ^= {2, 100}
print(s2, {(1, 2), (1, 2), (2, 1)} == {(2, 1), (1, 2)}, len({1, 1.0, True}))
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"].get("c"), nested.get("x", {}).get("y"), "b" in nested["a"], list(nested.items()))
grid = {(r, c): r * c for r in range(3) for c in range(3) if r != c}
print(len(grid), grid[(1, 2)], min(grid), max(grid.values()), sorted(grid)[:3])
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
try:
    dict([(1, 2, 3)])
except ValueError as e:
    print("ValueError", e)
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError", e)
dd = {"b": 1, "a": 2}
dd.update([("c", 3)], d=4)
dd |= {"e": 5}
print(dd, dd.setdefault("a", 99), dd.pop("zz", "dflt"), sorted(dd), dd == dict(sorted(dd.items())), list(dd)[0])
try:
    dd.pop("zz")
except KeyError as e:
    print("KeyError", e)
print({k: v for k, v in zip("ab", "xy")}, {v: k for k, v in {"a": 1, "b": 1}.items()}, dict(sorted({"b": 2, "a": 1}.items())))
print(repr({}.keys()), repr({1: 2}.values()), repr({1: 2}.items()), {1: 2}.keys() == {1}, {1: 2}.values() == {1: 2}.values())
