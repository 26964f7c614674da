class Base:
    def __init__(self, **kw):
        print("Base.__init__", sorted(kw))
        super().__init__()
    def hello(self):
        return ["Base"]
class Left(Base):
    def __init__(self, left=0, **kw):
        print("Left.__init__", left)
        self.left = left
        super().__init__(**kw)
    def hello(self):
        return ["Left"] + super().hello()
class Right(Base):
    def __init__(self, right=0, **kw):
        print("Right.__init__", right)
        self.right = right
        super().__init__(**kw)
    def hello(self):
        return ["Right"] + super().hello()
class Child(Left, Right):
    def __init__(self, **kw):
        print("Child.__init__")
        super().__init__(**kw)
    def hello(self):
        return ["Child"] + super().hello()
c = Child(left=1, right=2, extra=3)
print([k.__name__ for k in Child.__mro__], c.hello(), c.left, c.right)
print(super(Left, c).hello(), Child.__bases__, Left.__subclasses__())
try:
    class Bad(Left, Base, Right):
        pass
    print("ok?", [k.__name__ for k in Bad.__mro__])
except TypeError as e:
    print("TypeError:", e)
try:
    class Bad2(Base, Left):
        pass
except TypeError as e:
    print("TypeError:", e)
class P:
    __slots__ = ("x",)
class Q(P):
    __slots__ = ("y",)
class R(Q):
    pass
q = Q()
q.x, q.y = 1, 2
print(q.x, q.y, hasattr(q, "__dict__"), Q.__slots__, P.x.__class__.__name__)
r = R()
r.z = 3
print(r.__dict__, hasattr(r, "__dict__"))
try:
    q.z = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    P().x
except AttributeError as e:
    print("AttributeError:", e)
class WithDefault:
    __slots__ = ("a", "b")
    def __init__(self, a, b=None):
        self.a = a
        self.b = b
    def __repr__(self):
        return f"WD({', '.join(f'{s}={getattr(self, s)!r}' for s in self.__slots__)})"
print(WithDefault(1), [WithDefault(i, str(i)) for i in range(2)])
class A:
    x = "A.x"
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B>" + super().who()
class C(A):
    x = "C.x"
    def who(self):
        return "C>" + super().who()
class D(B, C):
    pass
d = D()
print(d.who(), d.x, D.x, [k.__name__ for k in D.mro()])
d.x = "inst"
print(d.x, D.x, vars(d))
del d.x
print(d.x)
class Cls:
    attr = []
a1, a2 = Cls(), Cls()
a1.attr.append(1)
a2.attr = [2]
print(Cls.attr, a1.attr, a2.attr)
class Outer:
    class Inner:
        def name(self):
            return type(self).__qualname__
print(Outer.Inner().name(), Outer.Inner.__name__, Outer.Inner.__module__)
print(isinstance(c, (Left, int)), issubclass(Child, (Right,)), issubclass(bool, int), isinstance(Child, type), object in Child.__mro__)
