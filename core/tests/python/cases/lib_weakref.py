import weakref
import gc


class A:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return f"A({self.name})"


a = A("a")
r = weakref.ref(a)
print(r() is a, r() == a, r.__callback__, weakref.ref(a) == r, hash(r) == hash(a))
print(isinstance(r, weakref.ReferenceType), weakref.ref is weakref.ReferenceType)
for obj in [1, "s", (1,), [1], {1: 2}, None, 2.5, b"x"]:
    try:
        weakref.ref(obj)
    except TypeError as e:
        print("TypeError", e)


class S:
    __slots__ = ("x",)


class SW:
    __slots__ = ("x", "__weakref__")


try:
    weakref.ref(S())
except TypeError as e:
    print("TypeError", e)
sw = SW()
s1 = {1}
print(weakref.ref(sw)() is sw, weakref.ref(A)() is A, weakref.ref(len)() is len, weakref.ref(s1)() == {1})

p = weakref.proxy(a)
print(p.name, str(p), isinstance(p, weakref.ProxyTypes))
p.name = "renamed"
print(a.name)
inc = lambda x: x + 1
print(weakref.proxy(inc)(41))

m = weakref.WeakMethod(a.__repr__)
print(m()(), m() == a.__repr__)

# finalize runs when the object's last reference goes, when called, or at exit
log = []
b = A("b")
f = weakref.finalize(b, log.append, "b collected")
print(f.alive, f.atexit)
del b
print(log, f.alive, f())

c = A("c")
f2 = weakref.finalize(c, lambda tag, sep="-": log.append(tag + sep + "c"), "called", sep=":")
print(f2(), f2(), f2.alive, log)
del c
print(log)


class WithDel:
    def __del__(self):
        log.append("own __del__")


d = WithDel()
weakref.finalize(d, log.append, "fin 1")
weakref.finalize(d, log.append, "fin 2")
d = None
print(log)
print(gc.collect(), gc.isenabled(), gc.get_count(), gc.get_threshold())
gc.disable()
print(gc.isenabled())
gc.enable()
gc.set_threshold(100, 5)
print(gc.isenabled(), gc.get_threshold(), gc.garbage, gc.is_tracked(1), gc.is_tracked([]), gc.is_tracked({}),
      gc.is_tracked({"a": []}), gc.is_tracked("s"))

# the weak containers as mappings and sets
wv = weakref.WeakValueDictionary()
x, y = A("x"), A("y")
wv["x"] = x
wv["y"] = y
print(sorted(wv), wv["x"], wv.get("z"), "x" in wv, len(wv), sorted(wv.keys()), list(wv.items())[:1])
del wv["x"]
print(list(wv.values()), [r() for r in wv.valuerefs()])
try:
    wv["n"] = 3
except TypeError as e:
    print("TypeError", e)
wk = weakref.WeakKeyDictionary({x: 1})
wk[y] = 2
print(wk[x], wk.get(y), len(wk), x in wk, sorted(v for v in wk.values()), [r() for r in wk.keyrefs()] == list(wk))
ws = weakref.WeakSet([x, y])
ws.add(x)
print(len(ws), x in ws, 3 in ws, sorted(a.name for a in ws))
ws.discard(x)
print(len(ws), list(ws), ws == weakref.WeakSet([y]))
