# namedtuple fields through the native tuple getter, and Fractions mixed with ints in arithmetic.
import collections
from fractions import Fraction

P = collections.namedtuple("P", ["x", "y", "z"])
p = P(1, (2, 3), "z")
print(p.x, p.y, p.z, p[1], p._replace(x=5).x, P.x.__doc__ if hasattr(P.x, "__doc__") else None)
try:
    p.x = 3
except AttributeError as e:
    print("AttributeError", e)
class Q(P):
    __slots__ = ()
    @property
    def total(self):
        return self.x + self.y[0]
q = Q(1, (4, 5), None)
print(q.total, q.y, isinstance(q, tuple), hash(q) == hash((1, (4, 5), None)), q == (1, (4, 5), None))
d = {P(1, 2, 3): "a", (1, 2, 3): "b"}
print(len(d), d[P(1, 2, 3)])
print(getattr(p, "y"), P._fields)
a, b = Fraction(1, 3), Fraction(2, 7)
print(a + b, a - b, a * b, a / b, a + 1, 1 + a, a - 2, 2 - a, a * 3, 3 * a, a / 4, 4 / a, a < b, a > 0, b <= a)
print(a + True, a * False, sum([a, b, Fraction(1, 21)]), a + 0.5, 0.5 - a)
print(hash(P(1, 2, 3)) == hash((1, 2, 3)), hash((0, P(1, (2, 3), 4))), hash(P(-1, 2, (3,))))
class H(P):
    __slots__ = ()
    def __hash__(self):
        return 7
print(hash(H(1, 2, 3)), hash((H(1, 2, 3),)) == hash((7,)), {H(1, 2, 3): 1}[H(1, 2, 3)])
s = {P(1, 2, 3), (1, 2, 3), P(1, 2, 4)}
print(len(s), P(1, 2, 4) in s, (1, 2, 4) in s)

class Checked:
    # Reads bypass a class's __setattr__; a property still wins over the instance's value.
    def __init__(self):
        self.a = 1
    def __setattr__(self, name, value):
        object.__setattr__(self, name, value * 10)
c = Checked()
c.b = 2
print(c.a, c.b)
class Prop(Checked):
    @property
    def a(self):
        return "property"
    @a.setter
    def a(self, v):
        object.__setattr__(self, "_a", v)
p2 = Prop()
print(p2.a, p2._a)
