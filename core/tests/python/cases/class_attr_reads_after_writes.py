class Base:
    X = 1
    name = "base"
    def f(self): return "f"
    @staticmethod
    def s(): return "static"
    @classmethod
    def c(cls): return cls.__name__
    @property
    def p(self): return 5
class Sub(Base):
    pass
def read():
    return (Base.X, Sub.X, Sub.name, Sub.s(), Sub.c(), Base.c(), type(Sub.p).__name__, Sub.f(Sub()), Sub.__name__)
for i in range(3):
    print(read())
    if i == 0:
        Base.X = 2
    if i == 1:
        Sub.X = 10
        Sub.name = "sub"
        del Base.s
        Base.s = staticmethod(lambda: "new")
print(Base.c is Base.c, Base.f is Base.f, Sub.f is Base.f)
class K:
    inst = None
K.inst = K()
def get(): return K.inst
a = get(); print(a is get())
K.inst = None
print(get())
setattr(K, "inst", 3); print(get())
class Desc:
    def __get__(self, obj, cls): return ("desc", cls.__name__)
class L:
    d = Desc()
for _ in range(2): print(L.d)
