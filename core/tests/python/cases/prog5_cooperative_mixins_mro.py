# cooperative multiple inheritance: mixins with super(), MRO, __init_subclass__ chains
class Base:
    def __init__(self, **kw):
        self.log = ["Base"]
        if kw:
            raise TypeError(f"unexpected {sorted(kw)}")
    def describe(self): return ["Base"]
class Timestamped(Base):
    def __init__(self, *, ts=0, **kw):
        super().__init__(**kw); self.ts = ts; self.log.append("Timestamped")
    def describe(self): return ["Timestamped"] + super().describe()
class Named(Base):
    def __init__(self, *, name="?", **kw):
        super().__init__(**kw); self.name = name; self.log.append("Named")
    def describe(self): return ["Named"] + super().describe()
class Audited(Named, Timestamped):
    def __init__(self, **kw):
        super().__init__(**kw); self.log.append("Audited")
    def describe(self): return ["Audited"] + super().describe()
a = Audited(name="doc", ts=5)
print(a.log, a.describe(), a.name, a.ts)
print([c.__name__ for c in Audited.__mro__], [c.__name__ for c in Audited.mro()])
try:
    Audited(color="red")
except TypeError as e:
    print("TypeError", e)
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print([k.__name__ for k in D.__mro__])
try:
    class E(A, B): pass
except TypeError as e:
    print("TypeError", e)
class X:
    def who(self): return "X"
class Y(X):
    def who(self): return "Y>" + super().who()
class Z(X):
    def who(self): return "Z>" + super().who()
class W(Y, Z):
    def who(self): return "W>" + super().who()
print(W().who(), super(Y, W()).who(), super(W, W()).who())
class Plugin:
    chain = []
    def __init_subclass__(cls, **kw):
        Plugin.chain.append(("Plugin", cls.__name__, kw))
        super().__init_subclass__()
class Mid(Plugin):
    def __init_subclass__(cls, *, level=0, **kw):
        Plugin.chain.append(("Mid", cls.__name__, level))
        super().__init_subclass__(**kw)
class Leaf(Mid, level=2, extra="e"): pass
class Leaf2(Leaf): pass
print(Plugin.chain)
try:
    class Bad(Plugin, unknown=1): pass
except TypeError as e:
    print("TypeError", e)
try:
    class Bad2(object, flag=True): pass
except TypeError as e:
    print("TypeError", e)
class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns.setdefault("kind", name.lower())
        return super().__new__(mcls, name, bases, ns)
class M1(metaclass=Meta): pass
class M2(M1): pass
print(M1.kind, M2.kind, type(M2).__name__)
class OtherMeta(type): pass
class O(metaclass=OtherMeta): pass
try:
    class Conflict(M1, O): pass
except TypeError as e:
    print("TypeError", e)
class Cls:
    @classmethod
    def create(cls): return cls()
    @staticmethod
    def util(x): return x + 1
class Sub(Cls):
    @classmethod
    def create(cls):
        obj = super().create(); obj.tag = "sub"; return obj
s = Sub.create()
print(type(s).__name__, s.tag, Sub.util(1), Cls.create.__self__ is Cls, Sub.create.__func__.__name__)
class Prop:
    @property
    def v(self): return 1
class Prop2(Prop):
    @property
    def v(self): return super().v + 10
print(Prop2().v, isinstance(Prop2.v, property))
class Init:
    def __new__(cls, *a):
        print("new", cls.__name__, a)
        return super().__new__(cls)
    def __init__(self, *a): print("init", a)
class Init2(Init):
    def __init__(self, x): super().__init__(x, x); print("init2")
Init2(3)
print(super(Init2, Init2).__init__ is Init.__init__, Init2.__base__.__name__, Init2.__bases__, object.__subclasses__ is not None)
