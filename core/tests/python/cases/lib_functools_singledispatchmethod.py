from functools import singledispatchmethod


class Negator:
    @singledispatchmethod
    def neg(self, arg):
        raise NotImplementedError("Cannot negate a " + type(arg).__name__)

    @neg.register
    def _(self, arg: int):
        return -arg

    @neg.register
    def _(self, arg: bool):
        return not arg

    @neg.register(list)
    def _(self, arg):
        return [self.neg(x) for x in arg]


n = Negator()
print(n.neg(5), n.neg(True), n.neg([1, False, 3]))
print(Negator.neg.__name__, n.neg.__name__)


class Formatter:
    prefix = "F"

    @singledispatchmethod
    @classmethod
    def fmt(cls, arg):
        return cls.prefix + ":obj:" + repr(arg)

    @fmt.register(int)
    @classmethod
    def _(cls, arg):
        return cls.prefix + ":int:" + str(arg)

    @fmt.register(str)
    @staticmethod
    def _(arg):
        return "str:" + arg


class Sub(Formatter):
    prefix = "S"


print(Formatter.fmt(3), Formatter.fmt("x"), Formatter.fmt(2.5))
print(Sub.fmt(4), Sub().fmt(None))


class Shape:
    def __init__(self, name):
        self.name = name

    @singledispatchmethod
    def collide(self, other):
        return self.name + " hits something"



@Shape.collide.register
def _(self, other: Shape):
    return self.name + " hits " + other.name


print(Shape("a").collide(1), Shape("a").collide(Shape("b")))
try:
    n.neg(2.5)
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    singledispatchmethod(42)
except TypeError as e:
    print("TypeError:", e)
n.neg()
