# obj.name(...) compiles to LoadMethod/CallMethod: the attribute must still be found in Python's order.
class C:
    def f(self):
        return "method"

    def g(self, a, b=2):
        return a + b


c = C()
print(c.f(), c.g(1), c.g(1, 5))
c.f = lambda: "instance attribute"
print(c.f())
del c.f
print(c.f())
C.f = lambda self: "replaced on the class"
print(c.f())


class D(C):
    @staticmethod
    def s(x):
        return x * 2

    @classmethod
    def k(cls, x):
        return cls.__name__ + str(x)

    def g(self, a, b=3):
        return "D.g " + str(super().g(a, b))


d = D()
print(d.s(3), d.k(4), D.s(5), D.k(6), d.g(1), d.f())
m = d.g
print(m(10))
print(C.g(d, 1, 1))


class Caller:
    def __call__(self, x):
        return ("called", x)


class Holder:
    def __init__(self):
        self.fn = Caller()
        self.other = len


h = Holder()
print(h.fn(1), h.other([1, 2, 3]))
import math

print(math.sqrt(16.0), math.floor(2.5))
words = "a b c".split()
print(words, "-".join(words), "abc".upper().lower(), (1, 2, 2).count(2))
s = {1}
s.add(2)
dd = {"k": 1}
print(dd.get("k"), dd.get("z", 0), sorted(s), [3, 1, 2].index(2))
