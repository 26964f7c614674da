class Celsius(float):
    def __new__(cls, v):
        if v < -273.15: raise ValueError("below absolute zero")
        return super().__new__(cls, v)
    def __repr__(self): return f"{float(self):.1f}°C"
    def to_f(self): return Fahrenheit(self * 9 / 5 + 32)
class Fahrenheit(float): pass
c = Celsius(21.5); print(c, repr(c), c + 1, type(c + 1).__name__, c.to_f(), type(c.to_f()).__name__, f"{c:.2f}", str(c), [c], c.is_integer(), round(c))
try: Celsius(-300)
except ValueError as e: print(e)
class Tag(str):
    def __new__(cls, s): return super().__new__(cls, s.lower())
    def shout(self): return self.upper() + "!"
t = Tag("HeLLo"); print(t, t.shout(), type(t.upper()).__name__, type(t + "x").__name__, type(t[1:]).__name__, t == "hello", {t: 1}["hello"], repr(t), t.split("l"))
class Count(int):
    def __repr__(self): return f"Count({int(self)})"
    def __add__(self, o): return Count(int(self) + o)
n = Count(3); print(n, repr(n), n + 2, 2 + n, type(2 + n).__name__, n * 2, type(n * 2).__name__, f"{n:03d}", str(n), [n], -n, abs(Count(-2)), n == 3, hash(n) == hash(3))
class LoudList(list):
    def append(self, x): print("append", x); super().append(x)
    def __getitem__(self, i):
        r = super().__getitem__(i)
        return LoudList(r) if isinstance(i, slice) else r
ll = LoudList([1, 2]); ll.append(3); ll.extend([4]); ll += [5]; print(ll, type(ll[1:3]).__name__, type(ll + [1]).__name__, type(ll * 2).__name__, len(ll), sorted(ll, reverse=True))
class RecDict(dict):
    def __setitem__(self, k, v): print("set", k); super().__setitem__(k, v)
rd = RecDict(a=1); rd["b"] = 2; rd.update(c=3); rd.setdefault("d", 4); print(rd, type(rd.copy()).__name__, type(rd | {}).__name__)
class Default(dict):
    def __init__(self, *a, default=None, **kw): super().__init__(*a, **kw); self.default = default
    def __missing__(self, k): return self.default
dd = Default({"x": 1}, default=0); print(dd["x"], dd["y"], dd, len(dd), dd.get("y", "g"))
class Pos(tuple):
    def __new__(cls, x, y): return super().__new__(cls, (x, y))
    x = property(lambda s: s[0]); y = property(lambda s: s[1])
    def __add__(self, o): return Pos(self.x + o[0], self.y + o[1])
p = Pos(1, 2); print(p, p.x, p + (3, 4), type(p + (3, 4)).__name__, p == (1, 2), p[::-1], type(p[::-1]).__name__, Pos(*p))
class F(frozenset):
    def __repr__(self): return "F{" + ",".join(map(str, sorted(self))) + "}"
print(F([3, 1]), F([1]) | F([2]), type(F([1]) | {2}).__name__)
try:
    class B(bool): pass
except TypeError as e: print(e)
print(format(object(), "") != "", end=" ")
try: format(object(), "x")
except TypeError as e: print(e)
class S:
    def __str__(self): return "S-str"
print(format(S()), f"{S()}", f"{S()!r}"[:10], "{}".format(S()), str.format("{0!s:>8}", S()))
try: f"{S():>8}"
except TypeError as e: print(e)
class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        cur, _, num = spec.partition(":")
        return f"{cur or '$'}{self.v:{num or ',.2f'}}"
print(f"{Money(1234.5)}", f"{Money(1234.5):€:.1f}", "{:£:>10,.0f}".format(Money(99999)), format(Money(3), "¥:"))
print(int.__add__(2, 3), float.__mul__(2.0, 3), str.__len__("abc"), list.__len__([1]), int.__repr__(Count(4)), object.__repr__ is not None)
print(int("12", base=8), int(3.99), int(-3.99), int("-0"), float("  -1.5e2  "), str(10**20 + 0.5), bool([[]]), bool(0j), complex(0, -0.0))
