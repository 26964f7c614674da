# Built-in types' __mro__, __bases__, __base__ and mro(), as CPython's.
for t in (int, bool, float, complex, str, bytes, bytearray, list, tuple, dict, set, frozenset,
          range, slice, object, type):
    print(t.__name__, t.__mro__, t.__bases__, t.__base__)
for t in (int, bool, str, list, dict, object):
    print(t.mro(), t.mro() == list(t.__mro__))
print(int.__mro__ == (int, object), bool.__mro__ == (bool, int, object))
print(list.__bases__ == (object,), object.__bases__ == (), object.__base__)
print(type.__mro__ == (type, object), type.__bases__)
print(KeyError.__mro__)
print(KeyError.mro())
print(OSError.__bases__, StopIteration.__base__)
print(bool.__mro__[1] is int, int.__mro__[-1] is object)
print(hasattr(int, "__mro__"), hasattr(len, "__mro__"))


class A(int):
    pass


class C:
    pass


print(A.__mro__, A.__bases__, A.mro())
print(C.mro(), C.__base__)
print(isinstance(int.__mro__, tuple), isinstance(int.mro(), list))


# Walking an MRO over built-ins as code that reads __dict__ does.
def defines(t, name):
    return [k.__name__ for k in t.__mro__ if name in getattr(k, "__dict__", {})]


print(defines(C, "__init__"))
