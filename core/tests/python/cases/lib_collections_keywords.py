from collections import deque, defaultdict, Counter, OrderedDict, namedtuple, ChainMap
for f in [lambda: Counter().update(1,2), lambda: Counter().subtract(1,2), lambda: OrderedDict().update(1,2), lambda: defaultdict().update(1,2), lambda: ChainMap().update(1,2), lambda: Counter(self=1, iterable=2).update(self=3), lambda: OrderedDict(self=1).update(self=2), lambda: defaultdict(int, self=1), lambda: OrderedDict(other=1), lambda: Counter(self=1, iterable=2), lambda: OrderedDict(self=1)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(Counter(OrderedDict(a="x", b=2)), Counter(ChainMap({"a": 1}, {"b": 2})), Counter(defaultdict(int, k=3)))
c = Counter(a=1)
c.update(OrderedDict(a=2, z=1))
c.update(ChainMap({"a": 1}))
c.subtract(defaultdict(int, z=5))
print(c)
print(deque(iterable=[1, 2], maxlen=1), deque(maxlen=2, iterable="abc"), deque([], maxlen=None))
print(defaultdict(default_factory=None) if False else defaultdict(None, [("k", 1)], j=2))
print(namedtuple("T", "a b", rename=False, defaults=None, module=None)(1, b=2))
print(OrderedDict(mapping=1), OrderedDict([("iterable", 2)], self=3))
