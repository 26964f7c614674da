# A slotted class's attributes: read, written and deleted through the instance, a missing one, a name
# not in __slots__, a subclass adding its own, and a member kept under another name (its own
# name is what it reads).
class P:
    __slots__ = ('x', 'y')
    def __init__(self, x):
        self.x = x
p = P(1)
print(p.x)
try:
    p.y
except AttributeError as e:
    print(e)
p.y = 5; print(p.y)
del p.y
try:
    print(p.y)
except AttributeError as e:
    print(e)
try:
    p.z = 1
except AttributeError as e:
    print(e)
class Q(P):
    __slots__ = ('z',)
q = Q(2); q.z = 3; print(q.x, q.z, P.x, Q.z)
class R:
    __slots__ = ('a',)
R.b = R.a
r = R(); r.a = 7; print(r.b)
