# weakref callbacks: a reference dropped before its object never calls back; inside the callback the reference is dead.
import weakref, gc
class O:
    pass
calls = []
a = O()
r1 = weakref.ref(a, lambda r: calls.append("r1"))
r2 = weakref.ref(a, lambda r: calls.append(("r2", r is r2_keep)))
r2_keep = r2
del r1
gc.collect()
del a
gc.collect()
print(calls)
b = O()
kept = [weakref.ref(b, lambda r: calls.append(("kept", r() is None)))]
del b
gc.collect()
print(calls)
c = O()
m = weakref.ref(c, lambda r: calls.append("dropped-first"))
m = None
del c
gc.collect()
print(calls)
