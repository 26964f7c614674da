from collections import OrderedDict, ChainMap, defaultdict
od = OrderedDict.fromkeys('abcde')
od.move_to_end('b'); print(list(od))
od.move_to_end('d', last=False); print(list(od))
print(od.popitem(), od.popitem(last=False), list(od))
print(od, OrderedDict())
o1 = OrderedDict(a=1, b=2); o2 = OrderedDict(b=2, a=1)
print(o1 == o2, dict(o1) == dict(o2), o1 == dict(o2))
print(list(reversed(o1)), list(reversed(o1.items())), list(reversed(o1.values())))
o1 |= {'c': 3}; print(o1, o1 | {'a': 0})
try:
    o1.move_to_end('zz')
except KeyError as e:
    print('KeyError', e)
try:
    OrderedDict().popitem()
except KeyError as e:
    print('KeyError', e)
print(o1.setdefault('d', 4), o1.pop('a'), o1)
class LRU(OrderedDict):
    def __init__(self, cap):
        super().__init__(); self.cap = cap
    def __getitem__(self, k):
        v = super().__getitem__(k); self.move_to_end(k); return v
    def __setitem__(self, k, v):
        if k in self:
            self.move_to_end(k)
        super().__setitem__(k, v)
        if len(self) > self.cap:
            self.popitem(last=False)
c = LRU(2); c['a'] = 1; c['b'] = 2; c['a']; c['c'] = 3; print(c)

base = {'color': 'red', 'user': 'guest'}
env = {'user': 'admin'}
cm = ChainMap(env, base)
print(cm['user'], cm['color'], len(cm), list(cm), dict(cm))
cm['color'] = 'blue'; print(env, base)
child = cm.new_child({'x': 1}); print(child, child.parents)
print(child.maps[0], len(child.maps))
del child['x']
try:
    del child['user']
except KeyError as e:
    print('KeyError', e)
print(cm.get('nope', 'dflt'), 'user' in cm, repr(ChainMap()))
print(cm | {'z': 0}, ChainMap({'a': 1}, {'a': 2, 'b': 3}).items())
dd = defaultdict(list)
for k, v in [('y', 1), ('b', 2), ('y', 3)]:
    dd[k].append(v)
print(dd, dict(dd), dd.default_factory)
dc = defaultdict(lambda: 'N/A', a='x'); print(dc['q'], sorted(dc.items()))
di = defaultdict(int); di['a'] += 1; print(di, di.copy(), repr(defaultdict()))
try:
    defaultdict()['x']
except KeyError as e:
    print('KeyError', e)
tree = lambda: defaultdict(tree)
t = tree(); t['a']['b']['c'] = 1; print(list(t['a']['b'].items()))
print(dd | {'z': [0]}, type(dd | {}).__name__)
