# copyreg: the callables object's default reductions name (__newobj__, __newobj_ex__,
# _reconstructor, _reduce_ex, _slotnames) and what obj.__reduce_ex__(protocol) answers.
import copyreg


class Plain:
    def __init__(self):
        self.a = 1


class Slotted:
    __slots__ = ("x", "__y")

    def __init__(self):
        self.x = 1


class Sub(Slotted):
    __slots__ = ("z",)


class MyInt(int):
    pass


class MyList(list):
    pass


class WithArgs:
    def __new__(cls, *a, **k):
        o = object.__new__(cls)
        o.a = a
        return o

    def __getnewargs_ex__(self):
        return (self.a, {"k": 1})


def shape(rv):
    # A reduction, with its callable and iterators named.
    out = []
    for item in rv:
        if callable(item) and hasattr(item, "__name__"):
            out.append(item.__name__)
        elif hasattr(item, "__next__"):
            out.append(("iter", list(item)))
        else:
            out.append(item)
    return tuple(out)


for p in range(5):
    print(p, shape(Plain().__reduce_ex__(p)))
    print(" ", shape(MyInt(5).__reduce_ex__(p)))
    print(" ", shape(MyList([1, 2]).__reduce_ex__(p)))
for p in (2, 4):
    print(p, shape(WithArgs(1, 2).__reduce_ex__(p)), shape(Slotted().__reduce_ex__(p)))
for p in (0, 1):
    try:
        Slotted().__reduce_ex__(p)
    except TypeError as e:
        print("TypeError", e)
print(copyreg._slotnames(Slotted), copyreg._slotnames(Sub), copyreg._slotnames(Plain))
print(Sub.__slotnames__)
o = copyreg.__newobj__(Plain)
print(type(o).__name__, vars(o))
o = copyreg.__newobj_ex__(WithArgs, (1, 2), {})
print(type(o).__name__, o.a)
o = copyreg._reconstructor(MyList, list, [1, 2])
print(type(o).__name__, o)
o = copyreg._reconstructor(MyInt, int, 7)
print(type(o).__name__, o)
o = copyreg._reconstructor(Plain, object, None)
print(type(o).__name__, vars(o))
print(shape(copyreg._reduce_ex(Plain(), 0)), shape(copyreg._reduce_ex(MyInt(3), 1)))
try:
    copyreg._reduce_ex(5, 0)
except TypeError as e:
    print("TypeError", e)
print(copyreg.__all__)
