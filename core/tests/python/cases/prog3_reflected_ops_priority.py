class Meters:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"{type(self).__name__}({self.v})"
    def __add__(self, o):
        print(f"  {type(self).__name__}.__add__")
        if isinstance(o, Meters):
            return Meters(self.v + o.v)
        if isinstance(o, (int, float)):
            return Meters(self.v + o)
        return NotImplemented
    def __radd__(self, o):
        print(f"  {type(self).__name__}.__radd__")
        return self.__add__(o)
    def __sub__(self, o):
        if isinstance(o, Meters):
            return Meters(self.v - o.v)
        if isinstance(o, (int, float)):
            return Meters(self.v - o)
        return NotImplemented
    def __rsub__(self, o):
        if isinstance(o, (int, float)):
            return Meters(o - self.v)
        return NotImplemented
    def __lt__(self, o):
        print(f"  {type(self).__name__}.__lt__")
        return self.v < o.v if isinstance(o, Meters) else NotImplemented
    def __gt__(self, o):
        print(f"  {type(self).__name__}.__gt__")
        return self.v > o.v if isinstance(o, Meters) else NotImplemented

class Km(Meters):
    def __radd__(self, o):
        print("  Km.__radd__ (subclass first)")
        return Km(self.v + (o.v if isinstance(o, Meters) else o))
    def __gt__(self, o):
        print("  Km.__gt__ (reflected first)")
        return self.v > o.v

print(Meters(1) + 2)
print(2 + Meters(1))
print(10 - Meters(3), Meters(10) - 3)
print(Meters(1) + Km(2))
print(Meters(1) < Km(5))
print(Km(1) < Meters(5))
try:
    Meters(1) + "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    "x" - Meters(1)
except TypeError as e:
    print(type(e).__name__, e)
m = Meters(5)
m += 1
print(m)
class Acc:
    def __init__(self):
        self.items = []
    def __iadd__(self, x):
        self.items.append(x)
        return self
a = Acc(); ref = a
a += 1; a += 2
print(a is ref, a.items)
try:
    a + 1
except TypeError as e:
    print(type(e).__name__, e)
t = (1, 2); t2 = t; t += (3,)
print(t, t2, t is t2)
l = [1]; l2 = l; l += (2, 3)
print(l, l2 is l)
try:
    l = l + (4,)
except TypeError as e:
    print(type(e).__name__, e)
class Num(int):
    def __add__(self, o):
        return Num(int(self) + int(o) + 100)
    __radd__ = __add__
print(Num(1) + 1, 1 + Num(1), type(Num(1) + 1).__name__, Num(5) * 2, type(Num(5) * 2).__name__)
class Eq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        print("  Eq.__eq__")
        return isinstance(o, Eq) and self.v == o.v
print(Eq(1) == Eq(1), Eq(1) != Eq(2), 1 == Eq(1), Eq(1) in [0, Eq(1)])
print([1, 2] < [1, 3], (1, "a") < (1, "b"), [1] == (1,), "abc" < "abd", (2,) > (1, 9, 9))
try:
    [1] < (1,)
except TypeError as e:
    print(type(e).__name__, e)
try:
    {} < {}
except TypeError as e:
    print(type(e).__name__, e)
try:
    None < 1
except TypeError as e:
    print(type(e).__name__, e)
