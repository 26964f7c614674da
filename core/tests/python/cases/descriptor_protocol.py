class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError("int expected")
        setattr(obj, self.name, value)

class P:
    x = Typed()
    def __init__(self, x):
        self.x = x

p = P(3)
print(p.x, p._x, type(P.x).__name__)
try:
    p.x = "a"
except TypeError as e:
    print("TypeError", e)
p.x = 7
print(p.x, vars(p))

class Lazy:
    def __init__(self, f):
        self.f = f
    def __get__(self, obj, owner):
        v = self.f(obj)
        obj.__dict__[self.f.__name__] = v
        return v

class C:
    @Lazy
    def big(self):
        print("computing")
        return 42
c = C()
print(c.big, c.big)

