# A property's descriptor protocol called by hand, and its messages for a missing accessor.
class C:
    def __init__(self):
        self._v = 1

    @property
    def x(self):
        return self._v * 10

    @x.setter
    def x(self, v):
        self._v = v

    y = property(None)
    z = property(lambda self: 3)


class D(C):
    pass


class Outer:
    class Inner:
        w = property()


c = C()
print(C.x.__get__(c, C), C.x.__get__(c), C.z.__get__(D()))
print(C.x.__get__(None, C) is C.x)
C.x.__set__(c, 4)
print(c.x, c._v)
print(C.x.fget.__name__, C.x.fset.__name__, C.x.fdel)
p = property(lambda self: 1)
cases = [
    lambda: C.x.__delete__(c),
    lambda: C.y.__get__(c),
    lambda: C.y.__get__(D()),
    lambda: C.z.__set__(c, 2),
    lambda: Outer.Inner.w.__get__(Outer.Inner()),
    lambda: p.__set__(c, 1),
    lambda: C.x.__get__(),
    lambda: C.x.__set__(c),
    lambda: C.x.__get__(c, C, 3),
    lambda: setattr(D(), "z", 5),
    lambda: delattr(D(), "x"),
    lambda: D().y,
]
for f in cases:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
