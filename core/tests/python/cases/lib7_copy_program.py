import copy
from collections import OrderedDict, defaultdict, Counter, deque, namedtuple
from dataclasses import dataclass, field
@dataclass
class Cfg:
    name: str
    opts: dict = field(default_factory=dict)
    tags: list = field(default_factory=list)
base = Cfg('base', {'depth': 1, 'sub': {'x': [1, 2]}}, ['a'])
shallow = copy.copy(base); deep = copy.deepcopy(base)
base.opts['sub']['x'].append(3); base.tags.append('b'); base.name = 'changed'
print(shallow, deep, sep='\n')
print(copy.deepcopy(OrderedDict(a=[1])), copy.deepcopy(defaultdict(list, a=[1])), copy.deepcopy(Counter('aab')), copy.deepcopy(deque([1, [2]], maxlen=3)))
P = namedtuple('P', 'x y'); p = P([1], 2); pc = copy.deepcopy(p); p.x.append(9); print(pc, type(pc).__name__)
class Node:
    def __init__(self, v): self.v = v; self.next = None; self.prev = None
a, b = Node(1), Node(2); a.next = b; b.prev = a
a2 = copy.deepcopy(a); print(a2.next.prev is a2, a2.next is not b, a2.next.v)
shared = [1, 2]
pair = [shared, shared]; pc = copy.deepcopy(pair); print(pc[0] is pc[1], pc[0] is shared)
class Conn:
    def __init__(self, host): self.host = host; self.sock = object(); self.cache = {}
    def __getstate__(self):
        s = self.__dict__.copy(); del s['sock']; return s
    def __setstate__(self, s):
        self.__dict__.update(s); self.sock = 'reopened'
c2 = copy.deepcopy(Conn('h')); print(c2.host, c2.sock, c2.cache)
class R:
    def __init__(self, a, b=0): self.a = a; self.b = b
    def __reduce__(self): return (R, (self.a, self.b))
    def __repr__(self): return f'R({self.a}, {self.b})'
print(copy.copy(R(1, 2)), copy.deepcopy([R([1], 3)]))
class Meta(type): pass
class WithMeta(metaclass=Meta): pass
print(copy.deepcopy(WithMeta) is WithMeta, copy.copy(len) is len, copy.deepcopy(print) is print)
f = frozenset([1, 2]); print(copy.copy(f) is f, copy.deepcopy((1, 'a', None)) == (1, 'a', None))
d = {'k': [1]}; d['self'] = d; dc = copy.deepcopy(d); print(dc['self'] is dc, dc['k'] is not d['k'])
class Memo:
    def __init__(self): self.items = []
    def __deepcopy__(self, memo):
        print('deepcopy memo has', id(self) in memo)
        new = Memo(); memo[id(self)] = new; new.items = copy.deepcopy(self.items, memo); return new
m = Memo(); m.items.append(m); m2 = copy.deepcopy(m); print(m2.items[0] is m2)
print(copy.copy([1, [2]])[1] is copy.copy([1, [2]])[1], copy.copy({1: 2}), copy.copy(set('a')), copy.copy(bytearray(b'x')), copy.deepcopy(range(3)))
try:
    copy.deepcopy(iter([1]).__next__) if False else copy.copy(object())
    print('copied object')
except TypeError as e:
    print('TypeError', e)
class Slots:
    __slots__ = ('x', 'y')
s = Slots(); s.x = [1]; s2 = copy.deepcopy(s); print(s2.x, hasattr(s2, 'y'))
print(copy.Error.__name__, copy.error is copy.Error)
