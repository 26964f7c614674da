# __init_subclass__ with keywords, metaclass __new__/__call__, singleton metaclass.
class Reg:
    subs = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Reg.subs.append(cls.__name__)


class R1(Reg, tag="one"):
    pass


class R2(R1):
    pass


print(Reg.subs, R1.tag, R2.tag)


class Meta(type):
    def __call__(cls, *a, **k):
        print("Meta.call", cls.__name__, a)
        inst = super().__call__(*a, **k)
        inst.extra = 1
        return inst
    def __new__(mcs, name, bases, ns, **kw):
        print("Meta.new", name, sorted(k for k in ns if not k.startswith("__")), kw)
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)


class K(metaclass=Meta, flag=True):
    def __init__(self, v): self.v = v
    def m(self): pass


k = K(3)
print(k.v, k.extra, type(K).__name__)


class Single(type):
    _inst = {}
    def __call__(cls, *a):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a)
        return cls._inst[cls]


class One(metaclass=Single):
    def __init__(self): print("init once")


print(One() is One())
try:
    class BadKw(Reg, nope=1):
        pass
except TypeError as e:
    print(e)
