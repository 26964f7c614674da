class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        print("new", mcls.__name__, name, [b.__name__ for b in bases], sorted(ns), kw)
        cls = super().__new__(mcls, name, bases, ns)
        cls.tag = name.lower()
        return cls

    def __init__(cls, name, bases, ns, **kw):
        print("init", name, kw)
        super().__init__(name, bases, ns)


class A(metaclass=Meta, flag=1):
    def __init__(self, x):
        self.x = x


class B(A):
    pass


print(A.tag, B.tag, type(A).__name__, type(B) is Meta)
print(isinstance(A, Meta), isinstance(A, type), isinstance(B(1), A))
print(issubclass(Meta, type), issubclass(B, A), Meta.__mro__)
print(B(5).x, type(B(5)).__name__)
