from collections import OrderedDict, Counter, defaultdict, ChainMap, deque
od = OrderedDict(a=1, b=2, c=3)
print(list(reversed(od.items())), list(reversed(od.values())), list(reversed(od.keys())), sorted(od.keys() | {'z'}), od.items() & {('a', 1)})
try:
    for k in od:
        od['new'] = 1
except RuntimeError as e:
    print('RuntimeError', e)
od2 = OrderedDict(a=1); it = iter(od2); od2.move_to_end('a')
try:
    next(it); print('no error')
except RuntimeError as e:
    print('RuntimeError', e)
c = Counter(a=1)
try:
    c += {'a': 1}
except TypeError as e:
    print('TypeError', e)
print(c.__add__({'a': 1}), Counter.__or__(c, 5) if False else '')
c.update(Counter(b=2)); c.update(a=-5); print(c, c.most_common(1), c.total())
print(Counter('aaabbc') - Counter('ab'), Counter({'x': 0, 'y': -1}) + Counter(), Counter({'x': 0, 'y': -1}) - Counter(), Counter(a=2) == Counter(a=2, b=0))
d = defaultdict(lambda: 'missing'); print(d['k'], dict(d), d.get('z'), 'z' in d)
dd = defaultdict(int); dd.update(x=1); dd['y'] += 5; print(sorted(dd.items()), dd.__missing__('q'), dict(dd))
try:
    defaultdict(int).__missing__ if False else defaultdict().__missing__('k')
except KeyError as e:
    print('KeyError', e)
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
cm['b'] = 30; print(cm.maps, cm['b'], cm.parents.maps)
print(list(ChainMap({'x': 1, 'y': 2}, {'z': 3, 'x': 9})), list(ChainMap({'x': 1, 'y': 2}, {'z': 3, 'x': 9}).values()))
dq = deque(range(5))
try:
    for x in dq:
        dq.append(x)
except RuntimeError as e:
    print('RuntimeError', e)
dq2 = deque([1, 2, 3]); print(dq2.__copy__(), dq2 == [1, 2, 3], dq2 == deque([1, 2, 3], maxlen=5), hash is not None)
try:
    hash(deque())
except TypeError as e:
    print('TypeError', e)
print(deque([1, 2]) + deque([3], maxlen=1), (deque([1, 2], maxlen=3) + deque([3, 4])).maxlen, deque('abc', 2).maxlen, 3 * deque([0], maxlen=2))
