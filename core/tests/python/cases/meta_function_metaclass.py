def upper_attrs(name, bases, ns):
    new = {k if k.startswith("__") else k.upper(): v for k, v in ns.items()}
    return type(name, bases, new)


class Thing(metaclass=upper_attrs):
    size = 3
    color = "red"


print(Thing.SIZE, Thing.COLOR, hasattr(Thing, "size"), type(Thing))


class Conflict1(type):
    pass


class Conflict2(type):
    pass


class A(metaclass=Conflict1):
    pass


class B(metaclass=Conflict2):
    pass


try:
    class C(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)


class Sub1(Conflict1):
    pass


class D(A, metaclass=Sub1):
    pass


print(type(D).__name__, type(A).__name__)


class E(D):
    pass


print(type(E).__name__, isinstance(E, Conflict1), isinstance(E, Sub1))
