# pickle: instance state. __getstate__/__setstate__, __getnewargs__/__getnewargs_ex__ (NEWOBJ,
# NEWOBJ_EX, protocol 2-3's partial reduction), __slots__ (the (dict, slots) state), subclasses
# of int, str, tuple, list and dict, exceptions.
import pickle


class GS:
    def __init__(self, v):
        self.v = v

    def __getstate__(self):
        return {"v": self.v, "extra": 1}

    def __setstate__(self, st):
        self.v = st["v"]
        self.restored = sorted(st)


class FalseState:
    def __getstate__(self):
        return 0

    def __setstate__(self, st):
        print("    __setstate__ called with", st)


class NewArgs(int):
    def __new__(cls, v, tag):
        o = int.__new__(cls, v)
        o.tag = tag
        return o

    def __getnewargs__(self):
        return (int(self), self.tag)


class NewArgsEx:
    def __new__(cls, *a, **k):
        o = object.__new__(cls)
        o.a = a
        o.k = k
        return o

    def __getnewargs_ex__(self):
        return (self.a, self.k)


class Slots:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 1


class SlotsDict(Slots):
    def __init__(self):
        self.x = 1
        self.y = 2
        self.z = 3


class MyList(list):
    pass


class MyDict(dict):
    pass


class MyTuple(tuple):
    pass


class MyErr(Exception):
    pass


def show(r):
    if isinstance(r, BaseException):
        return (type(r).__name__, r.args)
    if isinstance(r, (list, dict, tuple, int)):
        return (type(r).__name__, r, sorted(vars(r).items()) if hasattr(r, "__dict__") else None)
    if isinstance(r, Slots):
        return (type(r).__name__, getattr(r, "x", None), getattr(r, "y", None), getattr(r, "z", None))
    return (type(r).__name__, sorted(vars(r).items()))


a = MyList([1, 2])
a.tag = "t"
d = MyDict(k=1)
e = MyErr("boom", 2)
e.note = "n"
objs = [GS(5), FalseState(), NewArgs(7, "label"), NewArgsEx(1, 2, k=3), NewArgsEx(4), Slots(),
        SlotsDict(), a, d, MyTuple((1, 2)), ValueError("bad", 1), e]
for p in range(6):
    print("protocol", p)
    for o in objs:
        try:
            data = pickle.dumps(o, p)
            print(" ", type(o).__name__, data)
            print("    ->", show(pickle.loads(data)))
        except Exception as exc:
            print(" ", type(o).__name__, type(exc).__name__, exc)


class BadNewArgs:
    def __init__(self, r):
        self.r = r

    def __getnewargs_ex__(self):
        return self.r


for r in (5, (1,), ([], {}), ((), [])):
    try:
        pickle.dumps(BadNewArgs(r), 2)
    except Exception as exc:
        print(type(exc).__name__, exc)
