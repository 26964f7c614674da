from collections import namedtuple
Point = namedtuple('Point', 'x y')
p = Point(1, y=2)
print(p, p._fields, p._asdict(), p._replace(x=10), Point._make([5, 6]))
print(p.x + p.y, p[0], tuple(p), p == (1, 2), hash(p) == hash((1, 2)))
Emp = namedtuple('Emp', ['name', 'age', 'dept'], defaults=['eng', ])
print(Emp('al', 30), Emp._field_defaults, Emp.__doc__)
Acct = namedtuple('Acct', 'id, owner balance', defaults=(None, 0))
print(Acct(1), Acct._field_defaults)
R = namedtuple('R', ['def', 'class', '_x', 'ok', 'ok'], rename=True)
print(R._fields)
try:
    namedtuple('Bad', ['a', 'a'])
except ValueError as e:
    print('ValueError', e)
try:
    namedtuple('Bad', ['1x'])
except ValueError as e:
    print('ValueError', e)
try:
    namedtuple('Bad', ['_x'])
except ValueError as e:
    print('ValueError', e)
try:
    p._replace(z=1)
except ValueError as e:
    print('ValueError', e)
try:
    Point(1)
except TypeError as e:
    print('TypeError', e)
try:
    Point._make([1, 2, 3])
except TypeError as e:
    print('TypeError', e)
try:
    p.x = 5
except AttributeError as e:
    print('AttributeError', e)
class P3(namedtuple('P3', 'x y z')):
    __slots__ = ()
    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2 + self.z ** 2) ** 0.5
    def __str__(self):
        return f'<{self.x},{self.y},{self.z}>'
q = P3(2, 3, 6)
print(q, repr(q), q.norm, q._replace(z=0))
print(Point.x.__doc__, Point._fields_defaults if hasattr(Point, '_fields_defaults') else '')
x, y = p
print(x, y, sorted([Point(2, 1), Point(1, 5), Point(1, 2)]))
M = namedtuple('M', 'a b', module='mymod'); print(M.__module__, M.__name__, M.__qualname__)
print(p.__getnewargs__(), p._asdict().__class__.__name__)
