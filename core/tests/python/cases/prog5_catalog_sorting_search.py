# sorting and searching a product catalog: stable multi-key sorts, locale-free natural sort, groupby, bisect ranges
import re, bisect, itertools, operator
catalog = [
    ("Widget 10", "tools", 9.99, 120), ("widget 2", "tools", 9.99, 15), ("Gadget", "toys", 24.5, 0),
    ("gizmo", "toys", 5.0, 33), ("Widget 1", "tools", 12.0, 7), ("Doohickey", "misc", 0.99, 1000),
    ("Thingamajig", "misc", 0.99, 2), ("widget 100", "tools", 1.0, 5),
]
def natural(s):
    return [int(t) if t.isdigit() else t.casefold() for t in re.split(r"(\d+)", s)]
print([c[0] for c in sorted(catalog, key=lambda c: natural(c[0]))])
print([c[0] for c in sorted(catalog)][:4])
by_price_then_stock = sorted(catalog, key=lambda c: (c[2], -c[3]))
print([(c[0], c[2], c[3]) for c in by_price_then_stock[:4]])
stable = sorted(sorted(catalog, key=operator.itemgetter(0)), key=operator.itemgetter(2), reverse=True)
print([c[0] for c in stable])
for cat, items in itertools.groupby(sorted(catalog, key=operator.itemgetter(1)), key=operator.itemgetter(1)):
    items = list(items)
    print(f"{cat:6} n={len(items)} stock={sum(i[3] for i in items):5} avg=${sum(i[2] for i in items) / len(items):.2f} cheapest={min(items, key=operator.itemgetter(2))[0]}")
prices = sorted(c[2] for c in catalog)
lo, hi = bisect.bisect_left(prices, 1.0), bisect.bisect_right(prices, 10.0)
print(prices, prices[lo:hi], len(prices) - bisect.bisect_right(prices, 9.99))
in_stock = [c for c in catalog if c[3]]
print(len(in_stock), max(catalog, key=lambda c: c[2] * c[3])[0], min(catalog, key=lambda c: (c[3], c[0]))[0])
words = "The quick brown fox jumps over the lazy dog The End".split()
print(sorted(words), sorted(words, key=str.lower), sorted(set(words), key=lambda w: (-len(w), w)))
print(sorted(words, key=len, reverse=True)[:4], sorted("bCa"), sorted("bCa", key=str.swapcase), sorted([3, 1, 2], reverse=True))
records = [{"n": "a", "s": None}, {"n": "b", "s": 3}, {"n": "c", "s": 1}]
print([r["n"] for r in sorted(records, key=lambda r: (r["s"] is None, r["s"] or 0))])
try:
    sorted(records, key=lambda r: r["s"])
except TypeError as e:
    print("TypeError", e)
lst = [5, 3, 8]; r = lst.sort()
print(r, lst, sorted((3, 1)), sorted({"b": 1, "a": 2}), sorted("hello", reverse=True), list(reversed(sorted(range(5)))))
matrix = [[3, 1], [2, 2], [1, 3]]
print(sorted(matrix, key=lambda row: row[1]), sorted(map(sorted, matrix)), max(matrix, key=sum), sorted(zip(*matrix)))
ranked = sorted(enumerate([88, 92, 88, 75]), key=lambda p: -p[1])
print([(rank, idx, score) for rank, (idx, score) in enumerate(ranked, 1)])
