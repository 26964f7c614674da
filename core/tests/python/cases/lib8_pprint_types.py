import pprint, collections, dataclasses
od = collections.OrderedDict([('b', 1), ('a', [1, 2, 3] * 8)])
pprint.pprint(od, width=40)
dd = collections.defaultdict(list, {'x': list(range(25)), 'y': [1]})
pprint.pprint(dd, width=40)
c = collections.Counter('abracadabra' * 3)
pprint.pprint(c, width=30)
dq = collections.deque(range(30), maxlen=40)
pprint.pprint(dq, width=40)
@dataclasses.dataclass
class P:
    name: str
    items: list
    meta: dict
p = P('thing', list(range(20)), {'k': 'v' * 30})
pprint.pprint(p, width=40)
pprint.pprint(p)
print(pprint.pformat(P('a', [], {})))
print(pprint.pformat(range(10)), pprint.pformat(None), pprint.pformat(1.5))
print(pprint.pformat({'a': {'b': {'c': {'d': 1}}}}, depth=2))
print(pprint.pformat([1, [2, [3, [4]]]], depth=3))
pprint.pprint({'key%d' % i: i for i in range(12)}, width=50, compact=True)
print(pprint.pformat({'z': 1, 'a': 2, 'm': 3}, sort_dicts=True), pprint.pformat({'z': 1, 'a': 2, 'm': 3}, sort_dicts=False))
pprint.pprint([{'id': i, 'vals': [i] * i} for i in range(5)], width=35)
print(pprint.pformat(12345678901234567890, underscore_numbers=True))
print(pprint.pformat([10**6, 10**7], underscore_numbers=True))
