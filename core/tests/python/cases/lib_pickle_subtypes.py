# pickle: subclasses of float, set, frozenset and complex (their __getnewargs__/__reduce__ as
# CPython's built-in types define them), IntFlag combinations, a local class refused.
import pickle, enum
class MyFloat(float): pass

class MySet(set): pass
class MyFrozen(frozenset): pass

class MyComplex(complex): pass
class Perm(enum.IntFlag):
    R = 4
    W = 2
def f():
    class C: pass
    return C()
s = MySet([1]); s.tag = 1
vals = [MyFloat(1.5), s, MyFrozen([2]), MyComplex(1, 2), Perm.R | Perm.W]
for v in vals:
    for p in range(6):
        try:
            d = pickle.dumps(v, p)
            r = pickle.loads(d)
            print(type(v).__name__, p, d, r == v, type(r).__name__)
        except Exception as e:
            print(type(v).__name__, p, type(e).__name__, e)
try:
    pickle.dumps(f())
except Exception as e:
    print(type(e).__name__, e)
