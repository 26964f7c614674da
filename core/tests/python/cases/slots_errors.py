# Stores refused by __slots__, with CPython's words; a namedtuple's fields stay read-only.
class Point:
    __slots__ = ["x", "y"]


p = Point()
p.x = 1
for name in ["z", "__dict__", "X"]:
    try:
        setattr(p, name, 0)
    except AttributeError as e:
        print(type(e).__name__, e)
print(getattr(p, "y", "unset"), hasattr(p, "x"), vars(Point)["__slots__"])


class Empty:
    __slots__ = ()


try:
    Empty().a = 1
except AttributeError as e:
    print(e)


class WithDict(Empty):
    pass


w = WithDict()
w.a = 1
print(w.a, w.__dict__)


class Mixed:
    __slots__ = ("a",)

    def __setattr__(self, name, value):
        print("setattr", name)
        object.__setattr__(self, name, value)


m = Mixed()
m.a = 1
print(m.a)
try:
    vars(p)
except TypeError as e:
    print(e)
import copy

q = copy.deepcopy(p)
q.y = [2]
print(q.x, q.y, copy.copy(q).y is q.y)
e = Empty()
e.missing = 1
