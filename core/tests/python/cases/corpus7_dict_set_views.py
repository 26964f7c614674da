d = {"b": 2, "a": 1, "c": 3}
d["d"] = 4
del d["a"]
d["a"] = 10
print(d, list(d), list(d.values()), list(d.items())[:2])
k = d.keys()
print(k & {"a", "z"}, sorted(k | {"z"}), sorted(k - {"b"}), sorted(k ^ {"a", "q"}), "a" in k)
print(k == {"a", "b", "c", "d"}, k <= {"a", "b", "c", "d", "e"}, k.isdisjoint(["x"]))
d["e"] = 5
print(len(k), list(k)[-1], list(reversed(d)), list(reversed(d.items()))[0])
print(sorted(d.items() & {("a", 10), ("b", 3)}), ("b", 2) in d.items(), 2 in d.values())
print(d.pop("zz", "none"), d.pop("e"), d.setdefault("f", []), d.setdefault("b", 99), d.get("q"), d.get("q", 0))
d["f"].append(1)
print(d.popitem(), d)
merged = {"x": 1, "y": 2} | {"y": 20, "z": 30}
print(merged, {**merged, "x": 0}, dict(merged, w=5), dict([("a", 1), ("b", 2)]), dict(zip("ab", [1, 2])))
merged |= {"q": 0}
print(merged, dict.fromkeys("abc"), dict.fromkeys(range(3), []), {1: "a", 1.0: "b", True: "c"})
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e, repr(e))
try:
    {[]: 1}
except TypeError as e:
    print("TypeError:", e)
try:
    for key in d:
        d["new"] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
class Default(dict):
    def __missing__(self, key):
        v = self[key] = key * 2
        return v
dd = Default(a="x")
print(dd["a"], dd["bb"], dd, dd.get("cc"), "cc" in dd, len(dd))
s = {3, 1, 2}
t = frozenset([2, 3, 4])
print(s | t, s & t, s - t, s ^ t, t - s, type(s | t).__name__, type(t | s).__name__)
print(s <= {1, 2, 3}, s < {1, 2, 3}, s > {1}, s.issubset(range(5)), s.issuperset([1, 2]), {1} == frozenset({1}))
s.add(5); s.discard(99); s.remove(1)
print(s, s.pop(), s)
try:
    s.remove(42)
except KeyError as e:
    print("KeyError", e)
u = {1, 2, 3, 4, 5, 6}
u -= {1}; u &= {2, 3, 4, 5, 9}; u |= {10}; u ^= {2, 11}
print(sorted(u), u.union([0], (7,)), u.intersection({3, 4}, {4}), {1, 2}.difference({2}, {1}))
print({frozenset({1, 2}): "fs"}[frozenset([2, 1])], hash(frozenset()) == hash(frozenset()), set() == frozenset())
print(sorted({x % 5 for x in range(20)}), {(x, y) for x in range(2) for y in range(2)} == {(0, 0), (0, 1), (1, 0), (1, 1)})
print({1, 2} == {2, 1}, {1: 2} == {1: 2.0}, {"a": 1, "b": 2} == {"b": 2, "a": 1}, [1, 2] == (1, 2))
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts, key=lambda c: (-counts[c], c)))
inv = {v: k for k, v in counts.items()}
print(inv)
nested = {"a": {"b": {"c": 1}}}
nested["a"]["b"]["d"] = [1, {2: 3}]
print(nested, str(nested) == repr(nested))
print(dict(sorted({"b": 1, "a": 2}.items())), sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]))
print({0: 0, -0.0: 1}, {float("nan"): 1}.get(float("nan")), len({float("nan"), float("nan")}))
x = {}
x[1] = x
print(x)
l = [1]
l.append(l)
print(l, repr(set()), repr(frozenset()), repr(frozenset([1])), {}.keys(), {1: 2}.items(), {1: 2}.values())
