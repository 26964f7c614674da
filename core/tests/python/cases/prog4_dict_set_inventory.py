# dict/set operations used in an inventory reconciliation
warehouse = {"apple": 50, "banana": 20, "cherry": 0, "date": 7}
orders = {"apple": 10, "banana": 25, "elder": 3}
merged = warehouse | {"fig": 4}
print(merged)
merged |= {"apple": 1}
print(merged)
missing = orders.keys() - warehouse.keys()
print(sorted(missing), sorted(orders.keys() & warehouse.keys()))
print(sorted(warehouse.keys() ^ orders.keys()))
print(warehouse.items() & {("apple", 50), ("date", 8)})
short = {k: orders[k] - warehouse.get(k, 0) for k in orders if orders[k] > warehouse.get(k, 0)}
print(short)
stock = dict(warehouse)
for k, v in orders.items():
    stock[k] = stock.setdefault(k, 0) - v
print(stock)
print(stock.pop("zzz", "none"), stock.pop("elder"))
print(stock.popitem(), list(stock))
inv = {v: k for k, v in warehouse.items()}
print(inv)
print(dict.fromkeys("abc", 0), dict(zip("xy", [1, 2]), z=3))
d = {}
d.update([("a", 1)], b=2)
d.update({"c": 3})
print(d, len(d), "a" in d, 1 in d)
print(list(reversed(d)), list(reversed(d.items())))
print(sorted(warehouse, key=warehouse.get, reverse=True))
print(max(warehouse.items(), key=lambda kv: kv[1]))
nums = {3, 1, 4, 1, 5, 9, 2, 6}
odd = {x for x in nums if x % 2}
print(sorted(nums), sorted(odd), sorted(nums - odd), odd <= nums, odd < odd)
print(sorted(nums.symmetric_difference(range(5))), nums.isdisjoint({7, 8}))
fs = frozenset([1, 2])
print(fs | {3}, type(fs | {3}).__name__, {3} | fs, type({3} | fs).__name__)
print({frozenset({1}): "x"}[frozenset([1])])
s = set()
s.add(1); s.update([2, 3], (4,)); s.discard(9); s.remove(1)
print(s, s.pop() in {2, 3, 4})
try:
    s.remove(42)
except KeyError as e:
    print("KeyError", e)
try:
    {}["nope"]
except KeyError as e:
    print("KeyError", repr(e), str(e))
print({1: "a", True: "b", 1.0: "c"})
print(repr({}), repr(set()), repr(frozenset()), {(): 1})
print(d.get("zz"), d.copy() == d, d.copy() is d)
d.clear(); print(d)
