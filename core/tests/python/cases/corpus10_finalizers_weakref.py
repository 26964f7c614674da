class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
a = R(1)
del a
print("after del")
b = R(2)
b = None
print("after rebind")
def f():
    c = R(3)
    return 5
f()
print("after f")
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen finally")
for x in gen():
    break
print("after loop")
g = gen(); next(g); del g
print("after del g")
import weakref
class K: pass
k = K()
w = weakref.ref(k)
print(w() is k)
del k
print(w())
d = weakref.WeakValueDictionary()
k2 = K(); d["a"] = k2
print(len(d)); del k2; print(len(d))
