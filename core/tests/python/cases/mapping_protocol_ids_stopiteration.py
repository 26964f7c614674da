# Mappings read by keys() (dict(m), update, {**m}, f(**m)), str.count bounds, tuple ids, StopIteration.value, __hash__ answers.
class R:
    def __str__(self): return 'R-str'
    def __repr__(self): return 'R-repr'
print('{}'.format(R()), '{!r}'.format(R()), '{0} {0!r}'.format(R()), format(R()), '%s %r' % (R(), R()))
print("ab\ncd\nef".count("\n", 0, 0), "ab\ncd\nef".count("\n", 3), "aaaa".count("a", 1, 3), "abcabc".count("bc", -3))
y = [(1, 2), (3, 4)]
print(id(y[0]) == id(y[1]), id(y[0]) == id(y[0]))
try:
    raise StopIteration(5)
except StopIteration as e:
    print(e.value, e.args)
def gen():
    yield 1
    return 7
g = gen(); next(g)
try: next(g)
except StopIteration as e: print('ret', e.value)
class M:
    def keys(self): return ['a', 'b']
    def __getitem__(self, k): return k.upper()
print(dict(M()), {**M()})
d = {}; d.update(M()); print(d)
class H:
    def __hash__(self): return 2**62
    def __eq__(self, o): return True
print(hash(H()), hash(H()) == hash(2**62))
class H2:
    def __hash__(self): return 2**70
print(hash(H2()))
from collections import Counter, OrderedDict, defaultdict
c = Counter('abcab')
print(dict(c), dict(OrderedDict(a=1, b=2)), {**c, 'z': 0}, dict(c, q=1))
d = {'x': 1}; d.update(c); print(d)
dd = defaultdict(list); dd['k'].append(1); print(dict(dd))
def f(**kw): return kw
print(f(**c))
