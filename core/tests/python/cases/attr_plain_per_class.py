# Attribute loads and stores once a property exists somewhere: each class answers for itself,
# and a class changed later (a property, a descriptor's __set__) is seen at once.
class WithProp:
    def __init__(self):
        self._v = 1

    @property
    def v(self):
        return self._v * 10


class Plain:
    def __init__(self, x):
        self.x = x


p = Plain(3)
total = 0
for i in range(50):
    p.x = p.x + 1
    total += p.x
print(total, WithProp().v)


# A property added to a class whose instances already hold the name: the property wins now.
class Later:
    pass


obj = Later()
obj.y = 5
for _ in range(3):
    print(obj.y)
Later.y = property(lambda self: "from the property")
print(obj.y)
try:
    obj.y = 6
except AttributeError:
    print("AttributeError: no setter")


# A subclass sees a property added to its base.
class Base:
    pass


class Sub(Base):
    pass


s = Sub()
s.z = 1
print(s.z)
Base.z = property(lambda self: "base property")
print(s.z)


# A plain descriptor class that later gains __set__ becomes a data descriptor.
class Desc:
    def __get__(self, obj, owner):
        return "descriptor"


class Holder:
    d = Desc()


h = Holder()
h.__dict__["d"] = "instance"
print(h.d)
Desc.__set__ = lambda self, obj, value: print("set", value)
print(h.d)
h.d = 7


# Slots: stores of a slot work, other names are refused, while a property exists elsewhere.
class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


t = Slotted()
for _ in range(3):
    t.a += 1
print(t.a)
t.b = 2
print(t.b)
try:
    t.c = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(t.__dict__)
except AttributeError as e:
    print("AttributeError:", e)


# __setattr__ defined on a class decides every store, also after instances were made.
class Hooked:
    pass


k = Hooked()
k.q = 1
Hooked.__setattr__ = lambda self, n, v: print("hook", n, v)
k.q = 2
print(k.q)
