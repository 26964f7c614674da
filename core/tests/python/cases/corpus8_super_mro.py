# super() in classmethods and diamonds, MRO order and conflicts.
class Base:
    @classmethod
    def make(cls):
        print("Base.make", cls.__name__)
        return cls


class Mid(Base):
    @classmethod
    def make(cls):
        print("Mid.make", cls.__name__)
        return super().make()


class Leaf(Mid):
    pass


print(Leaf.make().__name__)


class X:
    def who(self): return ["X"]


class Y(X):
    def who(self): return ["Y"] + super().who()


class Z(X):
    def who(self): return ["Z"] + super().who()


class W(Y, Z):
    def who(self): return ["W"] + super().who()


print(W().who(), [k.__name__ for k in W.__mro__], W.mro() == list(W.__mro__))
try:
    class Bad(X, Y):
        pass
except TypeError as e:
    print(e)


class A1:
    def __init__(self):
        print("A1")
        super().__init__()


class B1:
    def __init__(self):
        print("B1")
        super().__init__()


class C1(A1, B1):
    def __init__(self):
        print("C1")
        super().__init__()


C1()
print(super(Y, W()).who(), super(Z, W()).who())


class St:
    @staticmethod
    def s(): return "static"


class St2(St):
    @classmethod
    def t(cls): return super().s() + "!"


print(St2.t())
