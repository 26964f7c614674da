"""A warehouse picking day told with collections: Counter arithmetic, deque rotation, OrderedDict, UserDict/UserList/UserString."""
from collections import Counter, deque, OrderedDict, defaultdict, namedtuple, UserDict, UserList, UserString

stock = Counter(bolts=120, nuts=80, washers=200, screws=0)
orders = [Counter(bolts=30, nuts=10), Counter(washers=50, screws=5), Counter(bolts=100, nuts=100)]
for i, o in enumerate(orders, 1):
    short = o - stock
    if short:
        print(f"order {i}: short {dict(short)}")
    stock -= o
    print(f"order {i}: stock now {dict(sorted(stock.items()))}")
print(stock.total(), stock.most_common(2), sorted(stock.elements())[:3], +Counter(a=1, b=-2), -Counter(a=1, b=-2))
a, b = Counter("abracadabra"), Counter("alakazam")
print(a & b, a | b, (a + b).most_common(3), a - b, a == Counter("aaaaabbcdrr"), Counter("aab") <= Counter("aaabc") if hasattr(Counter, "__le__") else "")
c = Counter(x=3)
c.subtract({"x": 5, "y": 1})
c.update("xx")
print(c, c["missing"], dict(c))

belt = deque(["box1", "box2", "box3", "box4", "box5"], maxlen=5)
belt.rotate(2)
print(belt)
belt.rotate(-3)
print(belt, belt.maxlen)
belt.append("box6")
belt.appendleft("box0")
print(belt, belt.index("box3"), belt.count("box9"))
belt.extendleft(["x", "y"])
print(belt, belt[0], belt[-1], list(reversed(belt))[:2])
belt.remove("x")
belt.insert(1, "ins")
print(belt, len(belt))
lru = OrderedDict.fromkeys("abcde")
lru.move_to_end("b")
lru.move_to_end("e", last=False)
print(list(lru), lru.popitem(), lru.popitem(last=False), list(lru), OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1) == {"a": 1})
bins = defaultdict(lambda: defaultdict(int))
for item, zone in [("bolts", "A"), ("nuts", "A"), ("bolts", "B"), ("bolts", "A")]:
    bins[zone][item] += 1
print({z: dict(v) for z, v in bins.items()}, bins.default_factory is not None)
Pick = namedtuple("Pick", "item qty zone", defaults=["A"])
p = Pick("nuts", 3)
print(p, p._replace(zone="C"), Pick._field_defaults, p._asdict(), Pick._make(["x", 1, "B"]), p.count(3), p.index("nuts"))


class AuditDict(UserDict):
    def __setitem__(self, k, v):
        print(f"  set {k}={v}")
        super().__setitem__(k, v)


class Route(UserList):
    def total(self):
        return sum(self.data)


class Label(UserString):
    def shout(self):
        return self.upper() + "!"


d = AuditDict(a=1)
d.update(b=2)
d |= {"c": 3}
print(d.data, isinstance(d, dict), "a" in d)
r = Route([3, 1, 2])
r.sort()
print(r, r.total(), type(r + [4]).__name__, r[1:], type(r[1:]).__name__, r * 2)
s = Label("aisle 7")
print(s.shout(), s.title(), type(s.title()).__name__, s + "b", "7" in s, s[::-1], len(s))
for bad in [lambda: deque([1], maxlen=-1), lambda: deque().pop(), lambda: deque([1]).index(5), lambda: OrderedDict().popitem(),
            lambda: Pick(), lambda: namedtuple("Bad", "a a"), lambda: namedtuple("Bad2", "class x"), lambda: Counter(a=1) + 1]:
    try:
        bad()
    except (ValueError, IndexError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
