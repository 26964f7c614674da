# A class's __dict__ / vars(C) as CPython's type_new leaves it: __module__ first, no
# __qualname__, __annotations__ before the docstring, the __dict__/__weakref__ descriptors
# where the class first gives them, and __doc__ None without a docstring.
class A:
    """doc"""
    x: int = 1

    def m(self):
        pass


class B:
    y = 2


class C(A):
    "c doc"


class E(Exception):
    pass


class L(list):
    pass


class I(int):
    pass


class S:
    __slots__ = ("a",)


class S2:
    __slots__ = ("a", "__dict__")


class S3(S):
    pass


class W:
    __slots__ = ("__weakref__",)


class K:
    if True:
        z = 3

    def f(self):
        pass


for cls in (A, B, C, E, L, I, S, S2, S3, W, K):
    print(cls.__name__, list(vars(cls)))
print(list(A.__dict__) == list(vars(A)))
print(A.__dict__["__doc__"], B.__dict__["__doc__"], B.__doc__, C.__doc__)
print(A.__dict__["__module__"], A.__dict__["__annotations__"])
print(B.__dict__["__dict__"], B.__dict__["__weakref__"])
d = B.__dict__["__dict__"]
b = B()
b.q = 5
print(d.__get__(b, B), d.__get__(None, B) is d)
print("__qualname__" in A.__dict__, A.__qualname__)
print(sorted(k for k in vars(B) if not k.startswith("__")))
