from collections import namedtuple, deque, ChainMap, Counter, defaultdict, OrderedDict
Point = namedtuple("Point", "x y", defaults=[0])
p = Point(3)
print(p, p.x, p._fields, p._field_defaults, Point._make([1, 2]), p._replace(y=9), p._asdict())
try:
    Point()
except TypeError as e:
    print(e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(e)
P3 = namedtuple("P3", ["a", "b", "class"], rename=True)
print(P3._fields, P3(1, 2, 3))
dq = deque(range(5), maxlen=5)
dq.append(5); dq.appendleft(-1); dq.rotate(2)
print(dq, dq.maxlen, dq[0], dq.pop(), dq.popleft(), len(dq))
dq.extendleft("ab"); print(dq, dq.count(2), dq.index(4))
try:
    deque().pop()
except IndexError as e:
    print(e)
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
print(cm["a"], cm["b"], len(cm), sorted(cm), cm.maps, cm.new_child({"c": 4}))
cm["z"] = 0; print(cm.maps[0])
dd = defaultdict(lambda: "N/A"); dd["x"]; print(dict(dd))
tree = lambda: defaultdict(tree)
t = tree(); t["a"]["b"]["c"] = 1
import json; print(json.dumps(t))
try:
    defaultdict(None)["q"]
except KeyError as e:
    print("KeyError", e)
c = Counter("mississippi")
print(c, c.most_common(2), sorted(c.elements()), list(c.keys()))
c.update("ss"); c.subtract({"i": 10}); print(c, +c, -c)
print(Counter(a=1) == Counter(a=1, b=0), Counter([1, 1, 2]) | Counter([2, 2]))
print(repr(deque()), repr(Counter()), repr(defaultdict(int)), repr(OrderedDict()), repr(ChainMap()))
print(deque([1, 2, 3]) == deque([1, 2, 3]), deque("abc")[-1], list(reversed(deque("abc"))))
d = deque([1, 2, 3]); d.clear(); d.insert(0, 9); d.remove(9); print(d, bool(d))
print(namedtuple("Emp", "name, age")("Al", 3), isinstance(p, tuple), p == (3, 0), p + (1,))
x, y = p; print(x, y, p[-1], p[:1], hash(p) == hash((3, 0)))
