class Registry:
    names = ["a", "b", "c"]
    upper = [n.upper() for n in names]
    count = len(names)
    try:
        pairs = [(n, count) for n in names]
    except NameError as e:
        pairs = str(e)
    def method(self):
        return names if False else Registry.names
print(Registry.upper, Registry.count, Registry.pairs, Registry().method())

x = "module"
class Scope:
    x = "class"
    y = x
    def get(self):
        return x
    z = (lambda: x)()
print(Scope.y, Scope().get(), Scope.z)

class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        print("prepare", name)
        return {"injected": 42}
    def __new__(mcls, name, bases, ns):
        print("members:", sorted(k for k in ns if not k.startswith("__")))
        return super().__new__(mcls, name, bases, dict(ns))
class WithMeta(metaclass=Meta):
    a = 1
    def f(self):
        return self.injected
print(WithMeta().f())

def deco(cls):
    cls.decorated = True
    orig = cls.__init__
    def __init__(self, *a, **k):
        print(f"creating {cls.__name__}{a}")
        orig(self, *a, **k)
    cls.__init__ = __init__
    return cls
@deco
class Thing:
    def __init__(self, v):
        self.v = v
t = Thing(3)
print(t.v, Thing.decorated, Thing.__name__, Thing.__qualname__)
class Outer:
    class Inner:
        class Deep:
            pass
    def method(self):
        class Local:
            pass
        return Local
print(Outer.Inner.Deep.__qualname__, Outer().method().__qualname__, Outer.method.__qualname__, Outer.Inner.__module__)
class Counter:
    total = 0
    def bump(self):
        self.total += 1
        return self.total
c1, c2 = Counter(), Counter()
c1.bump(); c1.bump(); c2.bump()
print(c1.total, c2.total, Counter.total, "total" in vars(c1))
class Dyn:
    pass
Dyn.method = lambda self: "added later"
setattr(Dyn, "attr", 9)
print(Dyn().method(), Dyn.attr, sorted(k for k in vars(Dyn) if not k.startswith("__")))
class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1
print(Slotted().a, hasattr(Slotted(), "b"), type(Slotted.a).__name__)
class A:
    def __init_subclass__(cls, /, tag=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.tag = tag
class B(A, tag="bee"):
    pass
print(B.tag, A.__dict__.get("tag"), B.__base__.__name__, B.__class__.__name__)
