# A metaclass's __prepare__: its mapping is the class body's namespace (stores and reads
# through it, __module__/__qualname__ first) and the namespace __new__ receives.
class Rec(dict):
    def __setitem__(self, k, v):
        print("set", k)
        super().__setitem__(k, v)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print("prepare", mcls.__name__, name, bases, kw)
        return Rec()
    def __new__(mcls, name, bases, ns, **kw):
        print("new", type(ns).__name__, list(ns))
        return super().__new__(mcls, name, bases, dict(ns))
class A(metaclass=Meta, flag=1):
    x = 1
    def f(self): return x
    y = x + 1
    print("in body", len)
print(A.x, A.y, type(A).__name__)
class NoDup(dict):
    def __setitem__(self, k, v):
        if k in self:
            raise TypeError("duplicate " + k)
        super().__setitem__(k, v)
class M2(type):
    def __prepare__(name, bases):
        return NoDup(pre=5)
class B(metaclass=M2):
    a = pre
try:
    class C(metaclass=M2):
        a = 1
        a = 2
except TypeError as e:
    print(e)
print(B.a, B.pre)
class M3(type):
    @classmethod
    def __prepare__(m, n, b):
        return 3
try:
    class D(metaclass=M3): pass
except TypeError as e:
    print(e)
class M4(type):
    @classmethod
    def __prepare__(m, n, b):
        return {"z": 10}
class E(metaclass=M4):
    w = z * 2
print(E.w, E.z)
class Sub(A):
    q = 1
print(Sub.q)
try:
    class F(metaclass=Meta):
        del nothere
except (KeyError, NameError) as e:
    print(type(e).__name__, e)
