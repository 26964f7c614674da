# delattr() goes through a class's __delattr__, a property's deleter and a descriptor's __delete__,
# as the del statement does.
class A:
    def __delattr__(self, n): raise KeyError("no del " + n)
a = A(); a.x = 1
try:
    delattr(a, "x")
except KeyError as e:
    print("delattr", e)
try:
    del a.x
except KeyError as e:
    print("stmt", e)
class P:
    def __init__(self): self._v = 1
    @property
    def v(self): return self._v
    @v.deleter
    def v(self): print("deleter runs"); del self._v
p = P(); delattr(p, "v"); print(hasattr(p, "_v"))
class D:
    def __get__(self, o, t=None): return 7
    def __delete__(self, o): print("__delete__ runs")
class H:
    d = D()
h = H(); delattr(h, "d"); print(h.d)
class Plain: pass
q = Plain(); q.k = 1; delattr(q, "k"); print(hasattr(q, "k"))
try:
    delattr(q, "k")
except AttributeError as e:
    print("AttributeError", e)
class RO:
    @property
    def r(self): return 1
try:
    delattr(RO(), "r")
except AttributeError as e:
    print("AttributeError", e)
