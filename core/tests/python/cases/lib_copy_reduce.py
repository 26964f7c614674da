# copy: copy() and deepcopy() consult copyreg.dispatch_table and a class's own __reduce_ex__ /
# __reduce__ (a name answer keeps the object; listitems/dictitems and state are applied).
import copy
import copyreg


class R:
    def __init__(self, v):
        self.v = v
        self.log = []

    def __reduce__(self):
        return (R, (self.v * 10,), {"extra": [1]})


r = R(1)
c = copy.copy(r)
d = copy.deepcopy(r)
print(c.v, c.extra, d.v, d.extra, c.log, c.extra is d.extra)


class Single:
    def __reduce_ex__(self, proto):
        print("__reduce_ex__", proto)
        return "THE_ONE"


THE_ONE = Single()
print(copy.copy(THE_ONE) is THE_ONE, copy.deepcopy(THE_ONE) is THE_ONE)


class Pt:
    def __init__(self, x):
        self.x = x


copyreg.pickle(Pt, lambda p: (Pt, (p.x + 100,)))
print(copy.copy(Pt(1)).x, copy.deepcopy(Pt(2)).x)
del copyreg.dispatch_table[Pt]
print(copy.copy(Pt(1)).x)


class L(list):
    def __reduce__(self):
        return (L, (), None, iter([9, 8]))


class D(dict):
    def __reduce__(self):
        return (D, (), {"tag": "t"}, None, iter([("k", [1])]))


print(copy.copy(L([1])), copy.deepcopy(L([1])))
dd = copy.deepcopy(D())
print(dd, dd.tag)


class S:
    __slots__ = ("a",)

    def __reduce_ex__(self, p):
        return (S, (), (None, {"a": [5]}))


s = copy.deepcopy(S())
print(s.a)


class SetState:
    def __init__(self):
        self.items = [1]

    def __reduce__(self):
        return (SetState, (), {"items": self.items})

    def __setstate__(self, st):
        self.items = st["items"] + ["set"]


x = SetState()
print(copy.copy(x).items, copy.deepcopy(x).items, x.items)
shared = [1]
pair = [R(2), R(3)]
pair[0].log = shared
pair[1].log = shared
got = copy.deepcopy(pair)
print(got[0].v, got[1].v, got[0].extra is got[1].extra)
