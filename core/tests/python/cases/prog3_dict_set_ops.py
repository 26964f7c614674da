inventory = {"apples": 5, "pears": 0, "plums": 12}
prices = {"apples": 0.5, "plums": 0.25, "kiwis": 1.0}
print(inventory | {"pears": 3, "figs": 1}, {**inventory, "x": 0})
merged = dict(inventory); merged |= prices
print(merged)
print(sorted(inventory.keys() & prices.keys()), sorted(inventory.keys() | prices.keys()), inventory.keys() - prices.keys(), sorted(inventory.keys() ^ prices.keys()))
print(list(inventory.items() & {("apples", 5)}), ("plums", 12) in inventory.items(), 12 in inventory.values())
print(dict.fromkeys("abc", 0), dict(zip("xy", (1, 2))), dict([("a", 1)], b=2), {k: v for k, v in sorted(inventory.items()) if v})
counts = {}
for w in "a b a c b a".split():
    counts[w] = counts.get(w, 0) + 1
print(counts, max(counts, key=counts.get), sorted(counts, key=counts.get, reverse=True))
groups = {}
for name in ["ann", "bob", "amy", "cat", "bea"]:
    groups.setdefault(name[0], []).append(name)
print(groups, groups.pop("c"), groups.pop("z", None), groups.popitem(), groups)
try:
    {}.popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    {"a": 1}["b"]
except KeyError as e:
    print(type(e).__name__, e)
d = {1: "int", 1.0: "float", True: "bool"}
print(d, len(d), {0: "a", False: "b", 0.0: "c"})
d2 = {"b": 1, "a": 2}
d2["c"] = 3; del d2["b"]; d2["b"] = 4
print(list(d2), list(reversed(d2)), d2 == {"a": 2, "b": 4, "c": 3}, next(iter(d2.values())))
try:
    for k in d2:
        d2[k + "x"] = 1
except RuntimeError as e:
    print(type(e).__name__, e)
a = {1, 2, 3, 4}; b = {3, 4, 5}
print(a | b, a & b, a - b, a ^ b, a <= {1, 2, 3, 4, 5}, a.isdisjoint({9}), {1, 2} < {1, 2}, a.issuperset([1, 2]))
a.update([10], (11,)); a.discard(99); a.remove(1); a -= {2}
print(sorted(a), a.pop() in {3, 4, 10, 11}, frozenset([1, 2]) | {3}, type(frozenset([1]) | {3}).__name__, type({3} | frozenset([1])).__name__)
try:
    a.remove(99)
except KeyError as e:
    print(type(e).__name__, e)
try:
    {[1]}
except TypeError as e:
    print(type(e).__name__, e)
try:
    {{}: 1}
except TypeError as e:
    print(type(e).__name__, e)
print({frozenset({1}): "ok"}[frozenset([1])], hash((1, 2)) == hash((1, 2)), set() == frozenset(), repr(set()), repr(frozenset()))
matrix = {(r, c): r * c for r in range(3) for c in range(3)}
print(matrix[(2, 2)], sum(matrix.values()), min(matrix, key=lambda k: (-matrix[k], k)))
rec = {"a": 1}; rec["self"] = rec
print(rec)
lst = [1]; lst.append(lst)
print(lst, str([lst]))
print(sorted({3, 1, 2}), sorted({"b", "a"}), set("aab") == {"a", "b"}, {i % 3 for i in range(10)})
nested = {"x": {"y": {"z": 1}}}
def deep_get(d, path, default=None):
    for p in path.split("."):
        if not isinstance(d, dict) or p not in d:
            return default
        d = d[p]
    return d
print(deep_get(nested, "x.y.z"), deep_get(nested, "x.q"), deep_get(nested, "x.y"))
