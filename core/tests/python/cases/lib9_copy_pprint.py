import copy, pprint
class Node:
    def __init__(self, v): self.v = v; self.kids = []; self.parent = None
n = Node(1); k = Node(2); n.kids.append(k); k.parent = n
m = copy.deepcopy(n); print(m.kids[0].parent is m, m is not n, m.kids[0] is not k)
s = copy.copy(n); print(s.kids is n.kids, s.v)
class Cust:
    def __init__(self, x): self.x = x
    def __copy__(self): return Cust('copied-' + str(self.x))
    def __deepcopy__(self, memo): return Cust('deep-' + str(self.x))
print(copy.copy(Cust(1)).x, copy.deepcopy([Cust(2)])[0].x)
class Sl:
    __slots__ = ('a', 'b')
    def __init__(self): self.a = [1]; self.b = 2
sl = copy.deepcopy(Sl()); print(sl.a, sl.b)
t = (1, [2]); print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, 2)) is not None)
d = {'a': [1, 2], 'b': {'c': [3]}}; dd = copy.deepcopy(d); dd['b']['c'].append(4); print(d, dd)
shared = [0]; lst = [shared, shared]; cl = copy.deepcopy(lst); print(cl[0] is cl[1])
print(copy.copy(3), copy.deepcopy('s'), copy.copy({1, 2}), copy.deepcopy(frozenset([1])), copy.copy(range(3)))
class R:
    def __init__(self, a): self.a = a
    def __reduce__(self): return (R, (self.a * 2,))
print(copy.copy(R(5)).a, copy.deepcopy(R(5)).a)
try:
    copy.deepcopy(iter([]) if False else (x for x in []))
except TypeError as e:
    print('TypeError', e)
data = {'name': 'widget', 'parts': [{'id': i, 'tags': ['t%d' % j for j in range(i)]} for i in range(4)], 'meta': {'z': 1, 'a': (1, 2, 3), 'm': {'deep': {'deeper': list(range(12))}}}}
pprint.pprint(data)
pprint.pprint(data, width=40, sort_dicts=False)
pprint.pprint(data, depth=2)
pprint.pprint(data, compact=True, width=50)
print(pprint.pformat(list(range(30)), width=30, compact=True))
print(pprint.pformat({'b': 1, 'a': 2}, sort_dicts=False), pprint.pformat('x' * 90, width=30))
pprint.pprint([[1, 2], (3,), {4}, frozenset(), set(), {}, [], ()], indent=4, width=10)
print(pprint.isreadable({'a': 1}), pprint.isrecursive([]), pprint.saferepr([1, 'a']))
r = [1]; r.append(r); print(pprint.isrecursive(r), pprint.isreadable(r))
pprint.pp({'z': 1, 'a': [1] * 30})
print(pprint.pformat(b'bytes' * 20, width=40))
print(pprint.pformat({'k' * 10: 'v' * 60, 'k2': ('tuple item',) * 4}, width=60, underscore_numbers=True))
print(pprint.pformat(12345678, underscore_numbers=True), pprint.pformat([1234567.5], underscore_numbers=True))
