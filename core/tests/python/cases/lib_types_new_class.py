# types: new_class, prepare_class and resolve_bases.
import types


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


def body(ns):
    ns["x"] = 10
    ns["double"] = lambda self: self.x * 2


C = types.new_class("C", (), {}, body)
c = C()
print(C.__name__, C.x, c.double(), isinstance(c, C), type(C) is type)


class Base:
    def hello(self):
        return "hello from " + type(self).__name__


D = types.new_class("D", (Base,), None, lambda ns: ns.update(y=5))
print(D().hello(), D.y, issubclass(D, Base), [k.__name__ for k in D.__mro__])


class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["made_by"] = "Meta" + str(sorted(kw.items()))
        return super().__new__(mcls, name, bases, ns)


E = types.new_class("E", (), {"metaclass": Meta, "flag": 1})
print(E.made_by, type(E).__name__)
F = types.new_class("F", (E,))
print(F.made_by, type(F).__name__)
meta, ns, kw = types.prepare_class("G", (E,), {"extra": 2})
print(meta.__name__, ns, kw)
meta, ns, kw = types.prepare_class("G")
print(meta is type, ns, kw)


class Entry:
    def __mro_entries__(self, bases):
        return (Base,)


entry = Entry()
print(types.resolve_bases((entry, int)) == (Base, int), types.resolve_bases((Base,)) == (Base,))
H = types.new_class("H", (entry,))
print(H().hello(), H.__orig_bases__ == (entry,), H.__bases__ == (Base,))


class Bad:
    def __mro_entries__(self, bases):
        return [Base]


t("bad entries", lambda: types.resolve_bases((Bad(),)))


class Meta2(type):
    pass


class Other(metaclass=Meta2):
    pass


t("conflict", lambda: types.new_class("X", (E, Other)))
