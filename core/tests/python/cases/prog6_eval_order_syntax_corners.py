from __future__ import annotations
order = []
def t(x): order.append(x); return x
d = {t("k1"): t("v1"), t("k2"): t("v2")}; print(order); order.clear()
def f(*a, **k): return a, k
f(t(1), t(2), x=t(3), *[t(4)], **{"y": t(5)}); print(order); order.clear()
a = [0, 0, 0]
def idx(): order.append("idx"); return 1
def val(): order.append("val"); return 5
a[idx()] += val(); print(a, order); order.clear()
print(t(1) < t(2) < t(0) < t(9), order); order.clear()
x = t("a") or t("b"); y = t(0) and t("c"); print(x, y, order); order.clear()
class Outer:
    class Inner:
        def m(self):
            def g(): pass
            return g
    def meth(self): return lambda: 0
print(Outer.Inner.__qualname__, Outer.Inner().m().__qualname__, Outer().meth().__qualname__, Outer.Inner.m.__qualname__)
def ann(a: SomeUndefined, b: int = 3) -> list[str]: pass
print(ann.__annotations__)
class C:
    x: Undefined
    y: int = 5
print(C.__annotations__)
for i in range(3):
    if i == 5: break
else: print("for-else ran")
n = 0
while n < 3:
    n += 1
    if n == 2: break
else: print("not printed")
print("n", n)
try: assert 1 > 2, f"custom {1+1}"
except AssertionError as e: print("AssertionError", e, __debug__)
lst = list(range(10)); del lst[2:8:2]; print(lst); del lst[-2:]; print(lst)
class Obj: pass
o = Obj(); o.a = 1; del o.a; print(hasattr(o, "a"))
try: del o.a
except AttributeError as e: print(e)
print([*range(3), *"ab"], {**{"a": 1}, "b": 2, **{"a": 3}}, (*[1], 2), {*(1, 2), 3} == {1, 2, 3})
m = {"x": [1, 2]}
match m:
    case {"x": [first, *rest]} if (total := first + sum(rest)) > 2: print("matched", first, rest, total)
def make():
    class K:
        def who(self): return __class__.__name__
    return K
print(make()().who())
def outer():
    v = "enclosed"
    def inner(): return eval("v") if False else v
    return inner()
print(outer())
g = (x * 2 for x in range(3)); print(list(g), list(g))
print([(i, j) for i in range(3) for j in range(i)], {k: v for k, v in zip("ab", range(2))}, {c for c in "aab"} == {"a", "b"})
def kwonly(*, a, b=2): return a + b
print(kwonly(a=1), (lambda *a, **k: (a, k))(1, z=2), (lambda x, /, y: x + y)(1, y=2))
print(type(None).__name__, type(...).__name__, ... is Ellipsis, NotImplemented.__class__.__name__, None.__class__ is type(None))
print(int.__name__, int.__qualname__, str.upper.__qualname__, len.__name__, len.__qualname__, (1).__class__.__mro__)
print(f"{'a' 'b'}", f"{{x}}", f"{3!r:>4}", f"{'q'!a}", f"{1_000:_}", f"{12:{'>'}{'0'}{5}}" if False else "", rf"\n{1}", f"{chr(65)}" f"{'B'}")
s = "x"; s += "y"; s *= 2; print(s)
t2 = (1, 2); t2 += (3,); print(t2)
fs = frozenset([1]); fs |= {2}; print(sorted(fs), type(fs).__name__)
