from collections import namedtuple
P = namedtuple('P', 'x y z', defaults=[0, 1])
print(P._fields, P._field_defaults, P(5), P(1, 2, 3))
p = P(1, 2)
print(p._replace(z=7), p._asdict(), type(p._asdict()).__name__)
try:
    p._replace(w=1)
except (ValueError, TypeError) as ex:
    print(type(ex).__name__, ex)
print(P._make([4, 5, 6]), P._make(iter('abc')))
try:
    P._make([1])
except TypeError as ex:
    print('TypeError', ex)
R = namedtuple('R', ['def', 'x', '_y', 'x'], rename=True)
print(R._fields)
Q = namedtuple('Q', 'a, b')
print(Q(1, b=2), Q.__doc__, Q.a.__doc__ if hasattr(Q.a, '__doc__') else '')
class V(namedtuple('V', 'a b')):
    __slots__ = ()
    @property
    def s(self): return self.a + self.b
    def __str__(self): return f'<{self.a},{self.b}>'
v = V(1, 2); print(v, repr(v), v.s, v._replace(a=10).s)
print(P.__name__, isinstance(p, tuple), p[0], p[-1], len(p))
x, y, z = p; print(x, y, z)
print(namedtuple('E', '')(), namedtuple('M', 'a', module='mymod').__module__)
try:
    namedtuple('Bad', 'a a')
except ValueError as ex:
    print('ValueError', ex)
try:
    namedtuple('Bad', '1a')
except ValueError as ex:
    print('ValueError', ex)
try:
    namedtuple('Bad', 'a _b')
except ValueError as ex:
    print('ValueError', ex)
try:
    namedtuple('D', 'a b', defaults=[1, 2, 3])
except TypeError as ex:
    print('TypeError', ex)
print(P(1, 2, 3) == (1, 2, 3), hash(P(1, 2, 3)) == hash((1, 2, 3)))
print(sorted([P(2, 1), P(1, 5), P(1, 2)]))
