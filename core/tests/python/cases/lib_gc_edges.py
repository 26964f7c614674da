# The collector inside a finalizer, over dict keys, subclassed lists, tuples, generators, bound methods.
import gc
class N:
    def __del__(self):
        gc.collect()
a = N(); a.s = a
del a
print(gc.collect())
d = {}
class K:
    pass
for i in range(5):
    k = K(); k.d = d; d[k] = i
for k in list(d):
    gc.collect()
print(len(d))
del d, k
print(gc.collect())
class L(list):
    pass
x = L(); x.append(x); x.me = x
del x
print(gc.collect())
t = K(); t.t = (t, [t])
del t
print(gc.collect())
def gen():
    g = K(); g.g = g
    yield gc.collect()
print(list(gen()))
class M:
    def m(self): pass
o = M(); o.bm = o.m
del o
print(gc.collect())
