d = {"a": 1, "b": 2, "c": 3}
e = {"b": 20, "d": 4}
print(d | e, e | d, {**d, **e}, d.keys() & e.keys(), sorted(d.keys() | e.keys()), sorted(d.keys() - e.keys()), d.keys() ^ {"a", "z"} == {"z", "b", "c"})
d2 = dict(d)
d2 |= e
print(d2, list(d.items())[1], ("a", 1) in d.items(), 3 in d.values(), list(reversed(d)), list(reversed(d.items())))
print(d.get("z"), d.get("z", 0), d.setdefault("z", 26), d.pop("z"), d.pop("nope", "dflt"), dict.fromkeys("ab", 0), dict(zip("xy", [1, 2])))
print(dict(a=1, **{"b": 2}), dict([("k", "v")], k2=3), {k: v for k, v in sorted(d.items(), key=lambda kv: -kv[1])})
inv = {v: k for k, v in d.items()}
print(inv, d == {"c": 3, "b": 2, "a": 1}, list(d) == ["a", "b", "c"])
ks = d.keys()
d["new"] = 0
print(ks, len(ks), d.values(), repr(d.items()))
try:
    for k in d:
        d["x" + k] = 1
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    s0 = {1, 2}
    for x in s0:
        s0.add(x + 10)
except RuntimeError as e:
    print("RuntimeError:", e)
s, t = {1, 2, 3, 4}, {3, 4, 5}
print(s | t, s & t, s - t, s ^ t, s <= {1, 2, 3, 4, 5}, s < s, s.isdisjoint({9}), s.issuperset({1}), {1, 2} == {2, 1})
u = set(s)
u |= {9}; u -= {1}; u &= {2, 3, 9, 10}; u ^= {3, 11}
print(sorted(u), frozenset([1, 2]) | {3}, type(frozenset([1]) | {3}).__name__, type({3} | frozenset([1])).__name__)
print(set(), frozenset(), {frozenset({1, 2}): "fs"}, set("aab") == {"a", "b"}, len({1, 1.0, True}), {0, False, 0.0})
s.discard(100); s.remove(1)
try:
    s.remove(100)
except KeyError as e:
    print("KeyError:", e)
print(sorted(s), s.union([7], (8,)), s.intersection(range(3, 10), [4]), s.difference({2}, {3}), s.symmetric_difference([2, 50]))
nested = {"a": {"b": {"c": 1}}}
print(nested["a"]["b"]["c"], nested.get("a", {}).get("x", {}).get("c", "deep default"))
from collections import defaultdict
tree = lambda: defaultdict(tree)
tr = tree()
tr["x"]["y"]["z"] = 1
print(tr["x"]["y"]["z"], list(tr["x"]), len(tr))
print({1: "a", True: "b", 1.0: "c"}, {(1, 2): "t"}[1, 2], dict(sorted({"b": 1, "a": 2}.items())))
counts = {}
for w in "the the a the b a".split():
    counts[w] = counts.get(w, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts, key=counts.get, reverse=True))
print({}.keys(), {}.values(), {}.items(), repr({1: {}}), str({"q": "'"}), {"s": "\""})
