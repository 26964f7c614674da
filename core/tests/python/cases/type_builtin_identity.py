# Built-in types seen from subclasses and their own namespaces: __mro__/__bases__ hold the
# types themselves, list/dict/set have their own __init__, exceptions keep args out of
# __dict__, dict views have __len__, classmethod(GenericAlias) as __class_getitem__.
import types


class NA(int):
    pass


class L(list):
    pass


print(NA.__mro__[1] is int, NA.__bases__[0] is int, NA.__base__ is int, L.__mro__[1] is list)
print(NA.__mro__, L.__bases__, object in L.__mro__, NA.__mro__[1](7))
print(list.__init__ is object.__init__, dict.__init__ is object.__init__,
      set.__init__ is object.__init__, int.__init__ is object.__init__,
      tuple.__init__ is object.__init__, str.__init__ is object.__init__)
print(type(1) is int, type("") is str, type(types) is types.ModuleType, type(len) is type(print))
print(sorted(k for k in tuple.__dict__ if not k.startswith("_")), "__len__" in list.__dict__)

l = [3]
list.__init__(l, [1, 2])
d = {"a": 1}
dict.__init__(d, b=2)
s = {1}
set.__init__(s, (x for x in [5, 6]))
print(l, d, sorted(s))


class S(set):
    def __init__(self, it):
        super().__init__(x + 1 for x in it)


class D(dict):
    def __init__(self, **kw):
        super().__init__(a=1, **kw)


print(sorted(S([1, 2])), D(b=2))

print(vars(ValueError("a")), ValueError("a").__dict__, vars(KeyError("k")))
e = OSError(2, "x", "f")
e.note = 1
print(vars(e), e.args)
print(len({}.keys()), {}.keys().__len__(), {1: 2}.values().__len__(), {1: 2, 3: 4}.items().__len__())


class C:
    __class_getitem__ = classmethod(types.GenericAlias)


class G(list):
    __class_getitem__ = classmethod(types.GenericAlias)


class P:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)


print(C[int], C.__class_getitem__(str), G[int], P[int])
x = []
print(str.upper is str.upper, list.append is list.append, dict.get is dict.get,
      str.upper is str.lower, str.upper is bytes.upper, [].append is [].append, x.append is x.append)
