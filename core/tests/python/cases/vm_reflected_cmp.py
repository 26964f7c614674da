# A right operand whose type is a subclass of the left's answers first with its reflected
# method (comparisons always, arithmetic when it overrides the method).
class A:
    def __lt__(self, o):
        return "A.__lt__"

    def __gt__(self, o):
        return "A.__gt__"

    def __eq__(self, o):
        return "A.__eq__"

    def __add__(self, o):
        return "A.__add__"

    def __radd__(self, o):
        return "A.__radd__"


class B(A):
    def __gt__(self, o):
        return "B.__gt__"

    def __eq__(self, o):
        return "B.__eq__"


class C(A):
    def __radd__(self, o):
        return "C.__radd__"


class D(A):
    def __gt__(self, o):
        return NotImplemented


class P(A):
    pass


class Q:
    def __lt__(self, o):
        return "Q.__lt__"


class R(Q):
    def __gt__(self, o):
        return "R.__gt__"


print(A() < B(), B() < A(), A() == B(), B() == A())
print(A() < P(), A() > P(), A() == P())
print(A() < D())
print(A() + B(), A() + C(), C() + A(), A() + P())
x = A()
x += C()
print(x)
print(Q() < R(), R() < Q())
try:
    print(Q() > Q())
except TypeError as e:
    print(type(e).__name__, e)
