# __slots__ through 3-argument type() is enforced; namedtuple classes (functional and typing's
# class syntax) have __slots__ = (), so instances take no new attributes, as in CPython.
P = type("P", (), {"__slots__": ("x", "y")})
p = P()
p.x = 1
try:
    p.z = 2
except AttributeError as e:
    print(e)
print(p.x, hasattr(p, "__dict__"), P.__slots__)
Q = type("Q", (P,), {"__slots__": ["q"]})
q = Q(); q.q = 3; q.x = 4
try:
    q.w = 1
except AttributeError as e:
    print(e)
from collections import namedtuple
Pt = namedtuple("Pt", "x y")
pt = Pt(1, 2)
try:
    pt.z = 1
except AttributeError as e:
    print(e)
try:
    pt.x = 5
except AttributeError as e:
    print(e)
print(Pt.__slots__, hasattr(pt, "__dict__"))
class Pt3(Pt):
    pass
p3 = Pt3(1, 2); p3.z = 3; print(p3.z, p3)
class Pt4(Pt):
    __slots__ = ()
try:
    Pt4(1, 2).z = 1
except AttributeError as e:
    print(e)
import typing
class NT(typing.NamedTuple):
    a: int
    b: str = "x"
n = NT(1)
try:
    n.c = 1
except AttributeError as e:
    print(e)
print(n, n._replace(a=5), n._asdict())
