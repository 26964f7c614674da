# dunder protocol edge rules: NotImplemented fallbacks, reflected comparisons, return-type checks
class Meters:
    def __init__(self, v): self.v = v
    def __eq__(self, o):
        print(f"  Meters.__eq__({o!r})")
        return self.v == o.v if isinstance(o, Meters) else NotImplemented
    def __lt__(self, o):
        print("  Meters.__lt__")
        return self.v < o.v if isinstance(o, Meters) else NotImplemented
    def __add__(self, o):
        return Meters(self.v + o.v) if isinstance(o, Meters) else NotImplemented
    def __iadd__(self, o):
        print("  __iadd__ declines")
        return NotImplemented
    def __repr__(self): return f"M({self.v})"
class Feet:
    def __init__(self, v): self.v = v
    def __gt__(self, o):
        print("  Feet.__gt__ (reflected lt)")
        return self.v * 0.3048 > o.v
    def __radd__(self, o):
        return Meters(o.v + self.v * 0.3048)
    def __repr__(self): return f"F({self.v})"
m, f = Meters(1), Feet(10)
print(m == Meters(1), m != Meters(2), m == "x", "x" == m, m < f)
print(m + f, end=" "); print(m + Meters(2))
m2 = m; m2 += Meters(5); print(m2, m2 is m)
try:
    m < 5
except TypeError as e:
    print("TypeError", e)
try:
    m + 1
except TypeError as e:
    print("TypeError", e)
class Sub(Meters):
    def __eq__(self, o):
        print("  Sub.__eq__ first (subclass priority)")
        return True
    def __radd__(self, o):
        print("  Sub.__radd__ first")
        return "sub wins"
print(Meters(1) == Sub(2), Meters(1) + Sub(2))
class OnlyEq:
    def __eq__(self, o): return True
try:
    hash(OnlyEq())
except TypeError as e:
    print("TypeError", e)
class BadStr:
    def __str__(self): return 42
    def __repr__(self): return None
for fn in (str, repr):
    try:
        fn(BadStr())
    except TypeError as e:
        print("TypeError", e)
class BadIndex:
    def __index__(self): return "1"
try:
    [1, 2][BadIndex()]
except TypeError as e:
    print("TypeError", e)
class BadLen:
    def __len__(self): return "3"
try:
    len(BadLen())
except TypeError as e:
    print("TypeError", e)
class BigLen:
    def __len__(self): return 2 ** 70
try:
    len(BigLen())
except OverflowError as e:
    print("OverflowError", e)
class Plain: pass
try:
    format(Plain(), ">10")
except TypeError as e:
    print("TypeError", e)
pl = Plain()
print(format(pl, "") == str(pl), f"{Meters(3)!r:>8}|")
class Contains:
    def __contains__(self, x): return x  # truthiness coerced
print(1 in Contains(), 0 in Contains(), "" not in Contains())
class Both:
    def __eq__(self, o): return NotImplemented
b1, b2 = Both(), Both()
print(b1 == b1, b1 == b2, b1 != b2)
class Ord:
    def __init__(self, v): self.v = v
    def __le__(self, o): return self.v <= o.v
    def __repr__(self): return f"O{self.v}"
print(Ord(1) <= Ord(2), Ord(3) >= Ord(2))
try:
    sorted([Ord(2), Ord(1)])
except TypeError as e:
    print("TypeError", e)
class Num:
    def __init__(self, v): self.v = v
    def __int__(self): return self.v
    def __float__(self): return self.v + 0.5
    def __complex__(self): return complex(self.v, 1)
    def __round__(self, n=None): return f"rounded {n}"
    def __trunc__(self): return 99
    def __floor__(self): return -1
    def __ceil__(self): return 1
    def __abs__(self): return "abs!"
    def __neg__(self): return "neg!"
    def __invert__(self): return "inv!"
import math
n = Num(4)
print(int(n), float(n), complex(n), round(n), round(n, 2), math.trunc(n), math.floor(n), math.ceil(n), abs(n), -n, ~n)
print(-2 ** 2, (-2) ** 2, 2 ** -1, not 1 == 2, 1 if 0 else 2 if 0 else 3, 2 * 3 ** 2, -3 // 2, -(3 // 2), 7 - 2 - 1, 2 ** 3 ** 2, 1 + 2 << 1, 1 | 2 ^ 3 & 4)
