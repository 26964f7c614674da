# `__class__` answers on every kind of value, as `type(v)` does: functions, methods, properties,
# builtins, modules, `type` itself, descriptors and super objects among them.
import math


def f():
    pass


class C:
    def m(self):
        pass

    @property
    def p(self):
        return 1

    @staticmethod
    def s():
        pass

    @classmethod
    def c(cls):
        pass


class Meta(type):
    pass


class D(metaclass=Meta):
    pass


values = [
    1, 1.5, 2**80, "s", b"b", [1], (1,), {1: 2}, {1}, frozenset(), None, True, 1j, range(3),
    f, C, C(), C().m, C.__dict__["p"], C.__dict__["s"], C.__dict__["c"], len, math, type,
    object(), NotImplemented, Ellipsis, ValueError("x"), slice(1), D, Meta, super(C, C()),
    print, [].append, "".join, iter([]),
]
for v in values:
    print(v.__class__.__name__, v.__class__ is type(v))
print(f.__class__.__class__.__name__, math.__class__.__class__ is type)
print(getattr(len, "__class__").__name__, hasattr(math, "__class__"))
try:
    f.__nope__
except AttributeError as e:
    print(e)
try:
    math.nope
except AttributeError as e:
    print(e)
