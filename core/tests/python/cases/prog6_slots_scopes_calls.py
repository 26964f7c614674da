class A:
    __slots__ = ("a",)
class B(A):
    __slots__ = ("b",)
b = B(); b.a = 1; b.b = 2
print(b.a, b.b, hasattr(b, "__dict__"), B.__slots__)
try: b.c = 3
except AttributeError as e: print(e)
try: print(A().a)
except AttributeError as e: print(e)
class C(A): pass
c = C(); c.z = 5; print(c.__dict__)
class Base:
    def __init__(self): self._v = 0
    @property
    def v(self): return self._v
    @v.setter
    def v(self, x): self._v = x
class Der(Base):
    @Base.v.setter
    def v(self, x): self._v = x * 10
d = Der(); d.v = 2; print(d.v)
class RO:
    @property
    def x(self): return 1
try: RO().x = 2
except AttributeError as e: print(e)
try: del RO().x
except AttributeError as e: print(e)
class Eq:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == getattr(o, "v", o)
print(Eq.__hash__, Eq(1) == 1, 1 == Eq(1), Eq(1) != Eq(2), Eq(1) in [0, 1])
try: {Eq(1)}
except TypeError as e: print(e)
class D(dict):
    def __missing__(self, k): return k.upper()
dd = D(a=1); print(dd["a"], dd["zz"], dd.get("zz"), "zz" in dd)
print("{name} is {age}".format_map(D(name="x")))
class G:
    def __getattr__(self, n):
        if n.startswith("get_"): return lambda: n[4:]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {n!r}")
print(G().get_foo(), hasattr(G(), "nope"), getattr(G(), "x", "dflt"))
class GA:
    def __init__(self): self.real = 1
    def __getattribute__(self, n):
        if n == "secret": return "intercepted"
        return object.__getattribute__(self, n)
print(GA().secret, GA().real)
try: GA().missing
except AttributeError as e: print(e)
def counter():
    count = 0
    def inc(n=1):
        nonlocal count
        count += n
        return count
    return inc
f = counter(); f(); f(5); print(f(), f.__closure__[0].cell_contents)
funcs = [lambda: i for i in range(3)]; print([g() for g in funcs])
funcs = [lambda i=i: i for i in range(3)]; print([g() for g in funcs])
class K:
    base = 10
    vals = [base + i for i in range(3)] if False else None
    items = [1, 2]
    doubled = [x * 2 for x in items]
print(K.doubled)
try:
    class K2:
        base = 10
        vals = [base + i for i in range(3)]
except NameError as e: print(e)
x = 1
def scope():
    try:
        print(x)
        x = 2
    except UnboundLocalError as e: print(e)
scope()
def kw(a, /, b, *, c=3, **rest): return (a, b, c, rest)
print(kw(1, 2), kw(1, b=2, c=4, z=9))
try: kw(a=1, b=2)
except TypeError as e: print(e)
try: kw(1, 2, 3)
except TypeError as e: print(e)
try: kw(1)
except TypeError as e: print(e)
def va(*args, sep=" "): return sep.join(map(str, args))
print(va(1, 2, sep="-"), va(*"abc"), va(**{"sep": "+"}))
first, *mid, last = range(6); print(first, mid, last)
(a, b), c = "xy", 3; print(a, b, c)
try: a, b = [1, 2, 3]
except ValueError as e: print(e)
try: a, b, c = [1]
except ValueError as e: print(e)
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=lambda t: t[1]), sorted(["aa", "B", "c"], key=len, reverse=True))
import sys
print(sys.getrecursionlimit() >= 1000, sys.maxsize, sys.version_info[:2], sys.byteorder, type(sys.argv))
def rec(n): return rec(n + 1)
try: rec(0)
except RecursionError as e: print("RecursionError", e)
print(2 ** 100, 3 ** 50 % 1000007, (10 ** 30) // 7, -(10 ** 20) // 3, int("9" * 30) + 1, str(2 ** 64)[-5:], (1 << 70) >> 65, ~(2 ** 65))
print(float(2 ** 64), int(1e20), int(-2.9), 10 ** 20 / 3, 7 / 2, 2 ** 63 * 1.0, pow(3, -1, 7), pow(2, 100, 17))
