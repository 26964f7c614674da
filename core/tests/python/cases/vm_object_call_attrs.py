# object() instances take no attributes (no __dict__); __call__ on every callable; a built-in
# method's __self__; a bound method's repr through its receiver's __repr__.
def t(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)
o = object()
def setx():
    o.x = 1
t("object().x = 1", setx)
t("setattr object", lambda: setattr(object(), "y", 2))
t("object().__dict__", lambda: object().__dict__)
t("hasattr __dict__", lambda: hasattr(object(), "__dict__"))
t("getattr miss", lambda: object().x)
t("delattr", lambda: delattr(object(), "x"))
class C: pass
c = C()
c.x = 1
t("subclass ok", lambda: (c.x, c.__dict__))
class D(object): pass
d = D(); d.y = 2
t("D", lambda: d.__dict__)
class Sl:
    __slots__ = ("a",)
def sl():
    s = Sl(); s.b = 1
t("slots", sl)
t("vars object", lambda: vars(object()))
t("object.__setattr__", lambda: object.__setattr__(object(), "z", 1))
def f(): pass
class K:
    def m(self): pass
    def __repr__(self): return "<my repr>"
k = K()
for name, v in [("function", f), ("builtin", len), ("bound", k.m), ("class", K), ("lambda", lambda: 0),
                ("builtin method", [].append), ("instance", k), ("int", 3), ("type", type), ("str.upper", str.upper),
                ("object", object()), ("bound builtin", "x".upper)]:
    t(f"hasattr {name}", lambda: hasattr(v, "__call__"))
    t(f"callable {name}", lambda: callable(v))
t("__call__ f", lambda: f.__call__())
t("__call__ len", lambda: len.__call__([1, 2]))
t("__call__ bound", lambda: k.m.__call__())
t("__call__ class", lambda: type(K.__call__()).__name__)
t("append.__self__", lambda: [1].append.__self__)
t("upper.__self__", lambda: "ab".upper.__self__)
t("dict.get.__self__", lambda: {1: 2}.get.__self__)
t("bound __self__", lambda: k.m.__self__)
t("bound __func__", lambda: k.m.__func__ is K.m)
t("bound repr", lambda: repr(k.m))
t("append repr", lambda: repr([].append).split(" at ")[0])
t("builtin name", lambda: ([].append.__name__, len.__name__, "x".upper.__qualname__))
class R:
    def __repr__(self): return "R()"
    @classmethod
    def cm(cls): pass
    def m(self): pass
t("classmethod repr", lambda: repr(R.cm))
t("bound repr R", lambda: repr(R().m))
t("unbound repr", lambda: repr(R.m).split(" at ")[0])
t("print bound", lambda: print(k.m, R().m))
t("f-string bound", lambda: f"{k.m!r}")
t("call kw", lambda: (lambda a, b=0: a - b).__call__(5, b=2))
t("int.__call__", lambda: int.__call__("12"))
t("append.__call__", lambda: (lambda l: (l.append.__call__(3), l)[1])([1]))
t("K.__call__ own", lambda: type(type("Q", (), {"__call__": lambda self: 7}).__call__).__name__)
