from collections import Counter, deque, ChainMap, OrderedDict, namedtuple, defaultdict

stock = Counter(apple=5, pear=2, kiwi=0)
sold = Counter(apple=3, pear=4, plum=1)
print(stock + sold, stock - sold, stock | sold, stock & sold)
print(+Counter(a=-1, b=2), -Counter(a=-1, b=2))
c = Counter("mississippi")
print(c.most_common(), c.most_common(2), c.total(), sorted(c.elements()))
ties = Counter(["b", "a", "c", "a", "b", "c", "d"])
print(ties.most_common(3))
c.subtract("sss")
print(c, c["zzz"], "zzz" in c)
c.update({"m": 10})
print(c["m"], Counter("aab") == Counter("aba"), Counter(a=1) == Counter(a=1, b=0))
print(Counter(a=3, b=1) <= Counter(a=4, b=1), Counter(a=3) < Counter(a=3))

d = deque(range(1, 6), maxlen=5)
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.append(6); print(d, d.maxlen)
d.appendleft(0); print(d)
d.extendleft([10, 11]); print(d)
print(d.index(2), d.count(10), d[-1], list(reversed(d)))
d.remove(10); print(d)
try:
    d.remove(99)
except ValueError as e:
    print(type(e).__name__, e)
empty = deque()
try:
    empty.pop()
except IndexError as e:
    print(type(e).__name__, e)

defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cm = ChainMap(env, defaults)
print(cm["user"], cm["color"], len(cm), sorted(cm))
child = cm.new_child({"color": "blue"})
print(child["color"], child.parents["color"], child.maps[0])
child["new"] = 1
print(child.maps[0], "new" in cm)
try:
    del cm["color"]
except KeyError as e:
    print(type(e).__name__, e)

od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); print(list(od))
od.move_to_end("e", last=False); print(list(od))
print(od.popitem(), od.popitem(last=False), list(od))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))

Item = namedtuple("Item", "name price qty", defaults=[1])
it = Item("pen", 1.5)
print(it, it._asdict(), Item._fields, Item._field_defaults)
print(it._replace(qty=10), Item._make(["cup", 3, 2]), it.price * it.qty)
try:
    it._replace(color="x")
except ValueError as e:
    print(type(e).__name__, e)
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print(type(e).__name__, e)
print(namedtuple("R", "x def", rename=True)._fields)
dd = defaultdict(list)
for w in "the quick brown fox jumps over the lazy dog".split():
    dd[len(w)].append(w)
print(sorted(dd.items()))
