class Base:
    def __init__(self, **kw):
        print(f"Base.__init__ leftover={kw}")
        super().__init__()
    def hello(self):
        return ["Base"]

class Logger(Base):
    def __init__(self, level="info", **kw):
        self.level = level
        print("Logger.__init__", level)
        super().__init__(**kw)
    def hello(self):
        return ["Logger"] + super().hello()

class Store(Base):
    def __init__(self, path="/tmp", **kw):
        self.path = path
        print("Store.__init__", path)
        super().__init__(**kw)
    def hello(self):
        return ["Store"] + super().hello()

class Service(Logger, Store):
    def __init__(self, name, **kw):
        self.name = name
        print("Service.__init__", name)
        super().__init__(**kw)
    def hello(self):
        return ["Service"] + super().hello()
    @classmethod
    def create(cls, **kw):
        return cls("made", **kw)

s = Service("api", level="debug", path="/data", extra=1)
print([c.__name__ for c in Service.__mro__])
print(s.hello(), s.level, s.path)
print(Service.create().name)
print(super(Logger, s).hello(), super(Store, s).hello())
try:
    class Bad(Logger, Service):
        pass
except TypeError as e:
    print("TypeError:", e)

class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B>" + super().who()
class C(A):
    def who(self):
        return "C>" + super().who()
class D(B, C):
    def who(self):
        return "D>" + super().who()
print(D().who(), D.mro() == list(D.__mro__), [k.__name__ for k in A.__subclasses__()])
class Counted:
    instances = 0
    def __new__(cls, *a, **k):
        cls.instances += 1
        obj = super().__new__(cls)
        obj.serial = cls.instances
        return obj
    def __init__(self, tag):
        self.tag = tag
class Sub(Counted):
    pass
x, y, z = Counted("a"), Sub("b"), Sub("c")
print(x.serial, y.serial, z.serial, Counted.instances, Sub.instances)
class P:
    @staticmethod
    def s():
        return "static"
    @classmethod
    def c(cls):
        return cls.__name__
class Q(P):
    @classmethod
    def c(cls):
        return "Q+" + super().c()
print(Q.c(), Q().c(), Q.s(), P.c())
print(isinstance(s, (Store, int)), issubclass(Service, Base), issubclass(bool, int), type(s) is Service)
