# dir() lists what an object has: no __dict__ for object() or slotted instances; code objects'
# cell and local variable names.
print("__dict__" in dir(object()), "__dict__" in dir(object), "__module__" in dir(object))


class Slotted:
    __slots__ = ("a", "b")


class Weak:
    __slots__ = ("a", "__weakref__")


class Plain:
    pass


class Sub(Slotted):
    pass


for cls in [Slotted, Weak, Plain, Sub]:
    d = dir(cls())
    print(cls.__name__, "__dict__" in d, "__weakref__" in d, "__slots__" in d, "a" in d)
print([n for n in dir(Slotted()) if not n.startswith("__")])


def outer(a, b, *args, key=None, **kw):
    total = a + b
    unused = 1

    def inner():
        return a + total

    return inner


code = outer.__code__
print(code.co_varnames, code.co_cellvars, code.co_argcount, code.co_kwonlyargcount)
print(outer(1, 2).__code__.co_freevars, outer(1, 2).__code__.co_cellvars)
