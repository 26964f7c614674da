# collections details: Counter arithmetic, OrderedDict LRU, ChainMap scopes, deque window
from collections import Counter, OrderedDict, ChainMap, deque, defaultdict, namedtuple, UserDict, UserList, UserString

inv = Counter(apple=3, pear=0, fig=5)
sold = Counter({"apple": 5, "fig": 2, "kiwi": 1})
print(inv - sold, inv + sold, inv & sold, inv | sold, +inv, -sold)
c = inv.copy(); c.subtract(sold)
print(c, c.total(), sorted(c.elements()), Counter("abracadabra").most_common(3))
print(Counter(a=1) <= Counter(a=2, b=1), Counter(a=1) == Counter(a=1, b=0), Counter("aab") > Counter("ab"))
c.update("aa"); c["zzz"] += 0
print(c, c["missing"], "missing" in c, repr(Counter()))
od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b"); od.move_to_end("d", last=False)
print(list(od), od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1), list(reversed(od)))
base = {"color": "red", "size": 1}
scope = ChainMap({}, base)
child = scope.new_child({"size": 2})
child["weight"] = 9
print(child, child["color"], len(child), sorted(child), child.parents, child.maps[0])
del child["size"]
print(child["size"])
try:
    del child["color"]
except KeyError as e:
    print("KeyError", e)
print(dict(child), child | {"x": 1}, type(child | {"x": 1}).__name__)
d = deque(range(10), maxlen=5)
print(d, d.maxlen)
d.append(10); d.appendleft(-1); d.rotate(2)
print(d, d.index(8), d.count(8))
d.extendleft([100, 200])
print(d, d[1], d[-1])
d.rotate(-3); d.remove(200) if 200 in d else None
print(d, list(reversed(d)), d.pop(), d.popleft(), d)
try:
    deque().pop()
except IndexError as e:
    print("IndexError", e)
print(deque("abc") + deque("de"), deque([1, 2]) * 2, deque([1, 2, 3]) < deque([1, 3]), d.copy())
dd = defaultdict(lambda: "n/a", {"a": "A"})
print(dd["b"], dict(dd), defaultdict(list).default_factory, repr(defaultdict(int)))
tree = lambda: defaultdict(tree)
t = tree(); t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], list(t["a"]))
Emp = namedtuple("Emp", ["name", "dept", "salary"], defaults=[50000])
e = Emp("ann", "eng")
print(e, Emp._field_defaults, e._asdict(), Emp._make(("bob", "ops", 1)), e._replace(salary=1) < e)
Bad = namedtuple("Bad", "class def ok", rename=True)
print(Bad._fields, Bad(1, 2, 3))
try:
    namedtuple("X", "a a")
except ValueError as e:
    print("ValueError", e)
class Reg(UserDict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
r = Reg({"A": 1}); r["B"] = 2; r.update(C=3)
print(r, r.data, "a" in r, r.get("c"), len(r))
ul = UserList([3, 1, 2]); ul.sort(); ul.append(9)
print(ul, ul[1:], type(ul[1:]).__name__, ul + [0], UserString("hi").upper() + "!", UserString("abc")[::-1])
