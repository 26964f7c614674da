class B:
    def __init__(self, v): self.v = v
    def __bool__(self): return self.v
    def __len__(self): return self.v
    def __index__(self): return self.v
    def __int__(self): return self.v
    def __float__(self): return self.v
    def __str__(self): return self.v
    def __repr__(self): return self.v
    def __hash__(self): return self.v
    def __iter__(self): return self.v
    def __complex__(self): return self.v
    def __bytes__(self): return self.v
    def __format__(self, spec): return self.v

def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

for v in [1, True, 'x', -1, 2.5, [1], 2**70, None]:
    print('---', repr(v))
    t('bool', lambda: bool(B(v)))
    t('if', lambda: 1 if B(v) else 0)
    t('not', lambda: not B(v))
    t('len', lambda: len(B(v)))
    if v != 2**70: t('index', lambda: [10,20,30][B(v)])
    t('op.index', lambda: __import__('operator').index(B(v)))
    t('int', lambda: int(B(v)))
    t('float', lambda: float(B(v)))
    t('str', lambda: str(B(v)))
    t('repr', lambda: repr(B(v)))
    t('fstr', lambda: f'{B(v)}')
    t('hash', lambda: hash(B(v)))
    t('iter', lambda: iter(B(v)))
    t('complex', lambda: complex(B(v)))
    t('bytes', lambda: bytes(B(v)))
    t('format', lambda: format(B(v), ''))
    t('hex', lambda: hex(B(v)))

print('--- containers and operators')
class T:
    def __init__(self, v): self.v = v
    def __bool__(self): return self.v
class L:
    def __init__(self, v): self.v = v
    def __len__(self): return self.v
class Ix:
    def __index__(self): return 3
class Eq:
    def __init__(self, r): self.r = r
    def __eq__(self, o): return self.r
t('any', lambda: any([T(False), T(True)]))
t('all', lambda: all([T(True), T(False)]))
t('any bad', lambda: any([T(False), T(2)]))
t('all len', lambda: all([L(1), L(0)]))
t('and', lambda: T(1) and 5)
t('or', lambda: L(-1) or 5)
t('or ok', lambda: L(0) or 5)
t('len via index', lambda: len(L(Ix())))
t('bool via index', lambda: bool(L(Ix())))
t('ne', lambda: Eq(T(True)) != 1)
t('ne bad', lambda: Eq(T(3)) != 1)
t('ne list', lambda: Eq([]) != 1)
t('eq in list', lambda: [Eq(T(4))] == [1])
t('in', lambda: 1 in [Eq(L(0)), Eq(L(2))])
t('in bad', lambda: 1 in [Eq(L('a'))])
t('while', lambda: [x for x in range(3) if T(x > 0)])
t('filter', lambda: len(list(filter(None, [T(True), L(0), L(1)]))))
def loop():
    n = 0
    while L(-2):
        n += 1
    return n
t('while len', loop)
class It:
    def __iter__(self): return iter([1, 2])
class BadIt:
    def __iter__(self): return [1, 2]
t('for ok', lambda: [x for x in It()])
t('for bad', lambda: [x for x in BadIt()])
t('list bad', lambda: list(BadIt()))
t('tuple bad', lambda: tuple(BadIt()))
t('unpack bad', lambda: (lambda a, b: a)(*BadIt()))
