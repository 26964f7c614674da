class Base:
    def __init__(self, **kw):
        print("Base.__init__", sorted(kw))
        self.log = ["Base"]
    def hello(self):
        return "Base"
class Left(Base):
    def __init__(self, left=None, **kw):
        print("Left.__init__", left)
        super().__init__(**kw)
        self.log.append("Left")
    def hello(self):
        return "Left>" + super().hello()
class Right(Base):
    def __init__(self, right=None, **kw):
        print("Right.__init__", right)
        super().__init__(**kw)
        self.log.append("Right")
    def hello(self):
        return "Right>" + super().hello()
class Child(Left, Right):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Child")
    def hello(self):
        return "Child>" + super().hello()
c = Child(left=1, right=2, extra=3)
print(c.log, c.hello(), [k.__name__ for k in Child.__mro__])
print(super(Left, c).hello(), Right.hello(c), Child.mro() == list(Child.__mro__))
try:
    class Bad(Left, Base, Right):
        pass
except TypeError as e:
    print(type(e).__name__, e)
class A: pass
class B(A): pass
try:
    class C(A, B): pass
except TypeError as e:
    print(type(e).__name__, e)
class LoggingMixin:
    def log_call(self, name):
        return f"[{type(self).__name__}] {name}"
class JsonMixin:
    def to_json(self):
        import json
        return json.dumps(self.__dict__, sort_keys=True)
class User(LoggingMixin, JsonMixin):
    def __init__(self, name):
        self.name = name
u = User("ann")
print(u.log_call("save"), u.to_json(), isinstance(u, JsonMixin), issubclass(User, (int, LoggingMixin)))
class Shape:
    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
for s in [Sq(3), Shape()]:
    try:
        print(s.area())
    except NotImplementedError as e:
        print(type(e).__name__, e)
class Meta(type):
    def describe(cls):
        return f"class {cls.__name__} with {sorted(k for k in vars(cls) if not k.startswith('__'))}"
class Thing(metaclass=Meta):
    a = 1
    def b(self): pass
print(Thing.describe(), hasattr(Thing(), "describe"))
class Parent:
    def __init_subclass__(cls, **kw):
        cls.kind = cls.__name__.lower()
class K1(Parent): pass
class K2(K1): pass
print(K1.kind, K2.kind, Parent.__subclasses__(), K1.__subclasses__(), K2.__base__.__name__, K2.__bases__)
class S(str):
    def shout(self):
        return self.upper() + "!"
s = S("hi")
print(s.shout(), s + "x", type(s + "x").__name__, isinstance(s, str), repr(s), S("a") == "a", len(S("abc")))
class L(list):
    def __repr__(self):
        return "L" + super().__repr__()
l = L([1, 2]); l.append(3)
print(l, l[1:], type(l[1:]).__name__, type(l + [1]).__name__, sum(l))
class D(dict):
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
d = D(a=1)
print(d["A"], d.get("A"), "A" in d, dict(d))
print(object.__repr__(c).startswith("<__main__.Child object at"), type(c).__qualname__, Child.__module__)
