d = {"a": 1, "b": 2, "c": 3}
k, v, it = d.keys(), d.values(), d.items()
d["d"] = 4
print(k, v, it, len(k))
print(k & {"a", "z"}, sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "q"}), ("a", 1) in it, 4 in v, k == {"a", "b", "c", "d"})
print(it & {("a", 1), ("b", 5)}, k.isdisjoint({"x"}), sorted(k, reverse=True), list(reversed(d)), list(reversed(d.values())))
e = {"b": 20, "e": 5}
print(d | e, {**e, **d}, d.get("z"), d.get("z", 0), d.setdefault("f", 6), d.pop("f"), d.pop("zz", None))
d |= e
print(d, d.popitem(), d)
try:
    for key in d:
        d["new"] = 1
except RuntimeError as ex:
    print(ex)
print(list(d))
try:
    d.pop("missing")
except KeyError as ex:
    print("KeyError", ex)
print(dict(zip("xyz", range(3))), dict([("a", 1)], b=2), dict.fromkeys(range(3), []))
s1, s2 = {1, 2, 3, 4}, {3, 4, 5}
print(s1 & s2, s1 | s2, s1 - s2, s1 ^ s2, s1 <= s2, {3} < s2, s1.issuperset({1, 2}), s1.intersection([3], (4, 3)))
s3 = set(s1)
s3 -= {1}; s3 |= {9}; s3 ^= {2, 10}; s3 &= {3, 4, 9, 10, 11}
print(s3, s3.discard(99), s3.remove(3), s3)
try:
    s3.remove(99)
except KeyError as ex:
    print("KeyError", ex)
fs = frozenset([1, 2, 2])
print(fs, fs | {3}, type(fs | {3}).__name__, type({3} | fs).__name__, hash(fs) == hash(frozenset({2, 1})), {fs: "ok"}[frozenset({1, 2})])
print(set(), frozenset(), {()}, set("aab") == {"a", "b"}, sorted({3, 1, 2}), min({5, 2}), sum({1, 2, 3}))
from collections import defaultdict, Counter, OrderedDict, ChainMap
dd = defaultdict(list)
for word in "one two three four five six".split():
    dd[len(word)].append(word)
print(dict(dd), dd[10], len(dd))
c = Counter("mississippi")
print(c.most_common(2), c["s"], c["z"], sorted(c.elements())[:5], c + Counter("ss"), c - Counter("iiii"))
c.update("sss"); c.subtract({"m": 5})
print(c, +c, -c, c.total())
od = OrderedDict.fromkeys("abc")
od.move_to_end("a"); od.move_to_end("c", last=False)
print(od, od.popitem(last=False), list(od))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
cm["c"] = 4
print(cm["a"], cm["b"], len(cm), sorted(cm), cm.maps, cm.new_child({"a": 0})["a"], cm.parents)
print({1: "a"} == {1.0: "a"}, {"a": 1, "b": 2} == {"b": 2, "a": 1}, OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1))
nested = {"x": {"y": {"z": 1}}}
print(nested["x"]["y"].get("z"), {k: sorted(v) for k, v in {"b": [3, 1], "a": [2]}.items()})
print(sorted(d.items(), key=lambda kv: kv[1]), max(d, key=d.get), dict(sorted(d.items())))
