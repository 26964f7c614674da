# AttributeError's name and obj, filled in by a failed lookup (CPython 3.10+).
import math


class Q:
    pass


q = Q()


def show(label, f):
    try:
        f()
    except AttributeError as e:
        obj = e.obj
        print(label, repr(e), e.name, obj is q or obj is Q or obj is math or obj)


show("list method", lambda: [1, 2].apend(4))
show("int attr", lambda: (5).real_part)
show("instance", lambda: q.missing)
show("class", lambda: Q.missing)
show("module", lambda: math.tau2)
show("getattr", lambda: getattr("abc", "lenght"))
show("str method", lambda: "x".uper())
e = AttributeError("made by hand")
print(e.name, e.obj)
try:
    raise AttributeError("bare")
except AttributeError as e:
    print(e.name, e.obj)
print(getattr(q, "missing", "default"))


def suggest(obj, attr):
    try:
        getattr(obj, attr)
    except AttributeError as e:
        names = [n for n in dir(e.obj) if n.startswith(e.name[:3])]
        print(type(e.obj).__name__, e.name, "->", names[:3])


suggest([], "appendd")
suggest({}, "item")
