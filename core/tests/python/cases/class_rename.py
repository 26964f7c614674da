# A class renamed after it was made: __name__ and __qualname__, its repr, a decorator renaming it.
class A: pass
A.__name__ = "b"
print(A.__name__, A.__qualname__, A, A().__class__.__name__)
A.__qualname__ = "Q.b"
print(A.__name__, A.__qualname__, A, repr(A()).split(" object")[0])
class B(A): pass
print(B.__name__, B.__qualname__, B.__mro__)
for bad in [lambda: setattr(A, "__name__", 3), lambda: setattr(A, "__qualname__", None), lambda: setattr(ValueError, "__name__", "x")]:
    try: bad()
    except TypeError as e: print(e)
def deco(cls):
    cls.__name__ = cls.__qualname__ = "Renamed"
    return cls
@deco
class C:
    def __repr__(self): return f"<{type(self).__name__}>"
print(C, C(), type(C()).__name__)
