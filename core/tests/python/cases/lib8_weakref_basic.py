import weakref, gc
class Obj:
    def __init__(self, n): self.n = n
    def __repr__(self): return f'Obj({self.n})'
    def meth(self): return self.n * 2
o = Obj(1)
r = weakref.ref(o)
print(r() is o, r())
cb_log = []
r2 = weakref.ref(o, lambda ref: cb_log.append('dead'))
del o; gc.collect()
print(r(), r2(), cb_log)
d = weakref.WeakValueDictionary()
a, b = Obj(2), Obj(3)
d['a'] = a; d['b'] = b
print(sorted(d.keys()), d['a'], len(d), 'b' in d)
del a; gc.collect()
print(sorted(d.keys()), len(d), d.get('a'))
k = weakref.WeakKeyDictionary()
x = Obj(4); k[x] = 'meta'
print(k[x], len(k), list(k.values()))
del x; gc.collect()
print(len(k))
ws = weakref.WeakSet()
y, z = Obj(5), Obj(6)
ws.add(y); ws.add(z)
print(len(ws), y in ws)
del y; gc.collect()
print(len(ws), list(ws))
p = Obj(7)
prox = weakref.proxy(p)
print(prox.n, prox.meth(), repr(prox)[:20] if False else 'proxy')
del p; gc.collect()
try:
    prox.n
except ReferenceError as e:
    print('ReferenceError', e)
q = Obj(8)
wm = weakref.WeakMethod(q.meth)
print(wm()(), type(wm).__name__)
del q; gc.collect()
print(wm())
fin_log = []
t = Obj(9)
f = weakref.finalize(t, fin_log.append, 'finalized')
print(f.alive)
del t; gc.collect()
print(fin_log, f.alive)
t2 = Obj(10)
f2 = weakref.finalize(t2, lambda: fin_log.append('manual'))
f2(); f2()
print(fin_log, f2.alive)
try:
    weakref.ref(1)
except TypeError as e:
    print('TypeError', e)
try:
    weakref.ref([])
except TypeError as e:
    print('TypeError', e)
print(weakref.ref(Obj) == weakref.ref(Obj), weakref.ref(Obj)() is Obj)
