from collections import namedtuple
import json, copy
P = namedtuple("P", "x y", defaults=[0])
p = P(1, 2)
print(isinstance(p, tuple), '%s' % (p,), '{}'.format(p), p, repr(p), str(p))
print('%s %s' % p, tuple(p), list(p), [*p], len(p), p[0], p[-1], p[:1], p.x, p.y)
print(hash(p) == hash((1, 2)), {(1, 2): 'a'}.get(p), p == (1, 2), (1, 2) == p, p < (1, 3), p + (3,), p * 2)
print(P.__mro__, P.__bases__, type(p), P.__name__, P._fields, P._field_defaults)
print(P(5), P(y=3, x=4), P._make([7, 8]), p._replace(x=9), p._asdict(), json.dumps(p))
print(copy.copy(p), copy.deepcopy(p), p.count(1), p.index(2))
x, y = p; print(x, y)
class Q(P):
    def norm(self): return self.x + self.y
q = Q(3, 4); print(q, q.norm(), isinstance(q, P), Q.__mro__)
for bad in [lambda: P(1, 2, 3), lambda: P(z=1), lambda: P(1, x=2), lambda: P(), lambda: p < 1, lambda: p + 1, lambda: hash(P([1], 2))]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
try:
    p.x = 5
except AttributeError as e: print("AE", e)
print(sorted([P(2, 1), P(1, 2)]), max(P(2, 1), P(1, 2)))
match p:
    case (a, b): print("seq", a, b)
match p:
    case P(x=1, y=yy): print("cls", yy)
print(dict([P("k", "v")]), set([p, (1, 2)]))
from typing import NamedTuple
class T(NamedTuple):
    a: int
    b: str = "z"
    def both(self): return f"{self.a}{self.b}"
t = T(1); print(t, t.both(), isinstance(t, tuple), t == (1, "z"), T._fields, tuple(t), hash(t) == hash((1, "z")))
print(T(a=2, b="q"), T._make((3, "w")), t._replace(a=5))
import copy
class L(list):
    pass
l = L([1, [2]]); l.tag = "t"
for f in (copy.copy, copy.deepcopy):
    m = f(l); print(type(m).__name__, m, m.tag, m[1] is l[1])
class S(str):
    pass
s = S("hi"); s.n = 1
for f in (copy.copy, copy.deepcopy):
    m = f(s); print(type(m).__name__, m, m.n)
class D(dict):
    pass
dd = D(a=[1]); dd.k = 2
for f in (copy.copy, copy.deepcopy):
    m = f(dd); print(type(m).__name__, m, m.k, m["a"] is dd["a"])
from collections import Counter, defaultdict, OrderedDict
for obj in (Counter("aab"), defaultdict(list, a=[1]), OrderedDict(b=1, a=2), P(1, [2])):
    for f in (copy.copy, copy.deepcopy):
        m = f(obj); print(type(m).__name__, m, dict(m) if isinstance(m, dict) else tuple(m), m == obj)
dc = copy.deepcopy(defaultdict(list)); dc["q"].append(1); print(dc, json.dumps(dc))
print(vars(Counter("a")))
