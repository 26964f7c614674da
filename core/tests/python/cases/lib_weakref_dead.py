# weakref over real weak pointers: a ref goes dead, weak containers lose entries, a proxy raises
# ReferenceError, WeakMethod, a ref's callback, finalize's peek; CPython's TypeError for the rest.
import weakref, gc
class Obj:
    def __init__(self, n): self.n = n
    def __repr__(self): return f"Obj({self.n})"
    def method(self): return self.n * 2
o = Obj(1)
r = weakref.ref(o)
print(r() is o, r() , repr(r).startswith("<weakref at"))
del o
print(r(), repr(r).endswith("; dead>"))
a = Obj(2); b = a
r2 = weakref.ref(a); del a; print(r2())
del b; print(r2())
cache = weakref.WeakValueDictionary()
x, y = Obj(3), Obj(4)
cache["x"] = x; cache["y"] = y
print(len(cache), sorted(cache.keys()), cache.get("x"))
del x
gc.collect()
print(len(cache), list(cache.keys()), "x" in cache, cache.get("x", "gone"))
ks = weakref.WeakKeyDictionary()
k1, k2 = Obj(5), Obj(6)
ks[k1] = "one"; ks[k2] = "two"
print(len(ks), ks[k1], k2 in ks)
del k2
print(len(ks), [k.n for k in ks])
ws = weakref.WeakSet()
s1, s2 = Obj(7), Obj(8)
ws.add(s1); ws.add(s2)
print(len(ws), s1 in ws)
del s1
print(len(ws), [o.n for o in ws])
p = Obj(9)
px = weakref.proxy(p)
print(px.n, px.method())
del p
try:
    px.n
except ReferenceError as e:
    print("ReferenceError", e)
m = Obj(10)
wm = weakref.WeakMethod(m.method)
print(wm()())
del m
print(wm())
died = []
q = Obj(11)
rq = weakref.ref(q, lambda ref: died.append(ref is rq))
del q
print(died)
f = Obj(12)
fin = weakref.finalize(f, print, "finalized", 12)
print(fin.alive, fin.peek()[1:])
del f
print(fin.alive)
def func(): pass
rf = weakref.ref(func); print(rf() is func)
class K: pass
rk = weakref.ref(K); print(rk() is K)
for bad in (1, "s", [1], {}):
    try: weakref.ref(bad)
    except TypeError as e: print("TypeError", e)
