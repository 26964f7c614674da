from collections import OrderedDict, ChainMap
o = OrderedDict.fromkeys('abcde')
o.move_to_end('b'); print(list(o))
o.move_to_end('d', last=False); print(list(o))
print(o.popitem(), o.popitem(last=False), list(o))
try:
    o.move_to_end('zz')
except KeyError as ex:
    print('KeyError', ex)
p = OrderedDict([('x', 1), ('y', 2)]); q = OrderedDict([('y', 2), ('x', 1)])
print(p == q, dict(p) == dict(q), p == dict(q))
print(repr(p), repr(OrderedDict()))
print(p | {'z': 3}, list(reversed(p)))
p |= [('w', 0)]; print(p)
print(p.setdefault('x', 9), p.setdefault('n', 5), p)
print(p.pop('n'), p.pop('missing', 'dflt'))
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3}, {'c': 4})
print(cm['a'], cm['b'], cm['c'], len(cm), sorted(cm), cm.get('z', 0))
print(cm.maps)
ch = cm.new_child({'a': 0}); print(ch['a'], ch.parents['a'], ch.parents.parents['b'])
ch['d'] = 9; print(ch.maps[0])
del ch['d']
try:
    del ch['b']
except KeyError as ex:
    print('KeyError', ex)
print(repr(ChainMap({'k': 1}, {})))
print(dict(cm), 'c' in cm, list(cm.items()))
cm2 = ChainMap(); print(cm2, len(cm2), cm2.maps)
n = cm.new_child(); print(n.maps[0], len(n.maps))
print(cm | {'q': 1})
print(cm.copy().maps[0] is cm.maps[0])
try:
    ChainMap({}, {'x': 1}).pop('x')
except KeyError as ex:
    print('KeyError', ex)
print(ChainMap({'x': 1}).popitem())
