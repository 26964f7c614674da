import copy, collections, datetime, decimal, fractions, enum, re, functools
class D(dict):
    def __init__(self, *a, **k): super().__init__(*a, **k); self.tag = 't'
d = D(a=[1]); d2 = copy.deepcopy(d); print(d2, type(d2).__name__, d2.tag, d2['a'] is d['a'])
class L(list): pass
l = L([[1], 2]); l.extra = {'k': 1}; l2 = copy.deepcopy(l); print(l2, type(l2).__name__, l2.extra, l2[0] is l[0], copy.copy(l).extra is l.extra)
class GS:
    def __init__(self): self.a = 1; self.b = [2]
    def __getstate__(self): return {'a': self.a * 10}
    def __setstate__(self, st): self.__dict__.update(st); self.restored = True
g = copy.deepcopy(GS()); print(vars(g))
class Slots:
    __slots__ = ('x', 'y')
s = Slots(); s.x = [1]; s2 = copy.copy(s); print(s2.x is s.x, hasattr(s2, 'y')); s3 = copy.deepcopy(s); print(s3.x, s3.x is s.x)
def f(): pass
class K:
    def m(self): return id(self) == id(self)
k = K(); bm = copy.deepcopy(k.m); print(copy.deepcopy(f) is f, copy.copy(K) is K, copy.deepcopy(K) is K, bm.__self__ is k, bm())
print(copy.deepcopy(collections.OrderedDict(a=[1])), copy.deepcopy(collections.Counter('aab')), copy.deepcopy(collections.defaultdict(list, {'x': [1]})), copy.copy(collections.deque([1], maxlen=3)))
print(copy.deepcopy(datetime.datetime(2020, 1, 1)), copy.copy(decimal.Decimal('1.5')), copy.deepcopy(fractions.Fraction(1, 3)), copy.deepcopy(re.compile('a+')).pattern)
class E(enum.Enum):
    A = [1]
print(copy.deepcopy(E.A) is E.A, copy.copy(E.A) is E.A)
P = collections.namedtuple('P', 'a b'); p = P([1], 2); pc = copy.deepcopy(p); print(pc, pc.a is p.a, type(pc).__name__)
print(copy.deepcopy(functools.partial(max, [1])).args, copy.copy(iter) is iter, copy.deepcopy(Ellipsis), copy.deepcopy(NotImplemented), copy.deepcopy(type(None)))
class Cyc:
    pass
a = Cyc(); a.self = a; a.items = [a]; b = copy.deepcopy(a); print(b.self is b, b.items[0] is b)
memo = {}; x = [1]; y = copy.deepcopy([x, x], memo); print(y[0] is y[1], id(x) in memo)
class R2:
    def __reduce_ex__(self, proto): return (R2, (), {'st': proto})
    def __setstate__(self, st): self.got = st
print(copy.copy(R2()).got, copy.deepcopy(R2()).got)
class ReplaceMe:
    def __init__(self, v): self.v = v
    def __copy__(self): return ReplaceMe(self.v + 1)
print(copy.copy(ReplaceMe(1)).v, copy.deepcopy(ReplaceMe(1)).v)
try:
    copy.copy(iter([1]) if False else (lambda: (yield))())
except TypeError as e:
    print('TypeError', e)
