class A:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print("A sees", cls.__name__, kw)
class B(A):
    def __init_subclass__(cls, flag=False, **kw):
        super().__init_subclass__(**kw)
        print("B sees", cls.__name__, flag)
class C(B, flag=True): pass
try:
    class D(B, extra=1): pass
except TypeError as e:
    print("TypeError", e)
print(type(A.__dict__["__init_subclass__"]).__name__)
class G:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item!r}]"
class H(G):
    pass
print(G[int], H["x"], type(G.__dict__["__class_getitem__"]).__name__)
A.__init_subclass__()
