import math
class Num:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Num({self.v})"
    def __add__(self, o):
        print("Num.__add__"); return Num(self.v + (o.v if isinstance(o, Num) else o))
    def __radd__(self, o):
        print("Num.__radd__"); return Num(o + self.v)
    def __pow__(self, o, mod=None):
        return Num(pow(self.v, o, mod) if mod else self.v ** o)
    def __rpow__(self, o):
        return Num(o ** self.v)
    def __divmod__(self, o):
        return (Num(self.v // o), Num(self.v % o))
    def __rdivmod__(self, o):
        return ("r", o, self.v)
    def __round__(self, n=None):
        return Num(round(self.v, n))
    def __trunc__(self):
        return int(self.v)
    def __floor__(self):
        return math.floor(self.v)
    def __ceil__(self):
        return math.ceil(self.v)
    def __index__(self):
        return int(self.v)
    def __int__(self):
        return int(self.v) + 1000
    def __float__(self):
        return float(self.v) * 10
    def __complex__(self):
        return complex(self.v, 1)
    def __eq__(self, o):
        print("Num.__eq__"); return isinstance(o, Num) and self.v == o.v
    def __lt__(self, o):
        print("Num.__lt__"); return self.v < (o.v if isinstance(o, Num) else o)
    def __gt__(self, o):
        print("Num.__gt__"); return self.v > (o.v if isinstance(o, Num) else o)
    __hash__ = object.__hash__
class SubNum(Num):
    def __radd__(self, o):
        print("SubNum.__radd__"); return SubNum(o.v * 100 + self.v)
    def __eq__(self, o):
        print("SubNum.__eq__"); return True
    __hash__ = object.__hash__
n = Num(7.6)
print(n + 1, 1 + n, Num(1) + SubNum(2))
print(n ** 2, 2 ** Num(3), pow(Num(3), 2, 5), divmod(Num(17), 5), divmod(3, Num(2)))
print(round(n), round(n, 0), round(Num(2.567), 2), math.trunc(n), math.floor(n), math.ceil(n))
print(int(n), float(n), complex(n), [10, 20, 30, 40][Num(2)], hex(Num(255)), bin(Num(5)), "abcdef"[Num(1):Num(3)], range(Num(3)))
print(Num(1) == SubNum(1))
print(Num(1) < Num(2), 5 < Num(3), Num(1) > 0, Num(2) == 2)
print(sorted([Num(2), Num(1)]), max(Num(1), Num(5)))
print(operator_result := (Num(1) != Num(1)))
class MyInt(int):
    def __repr__(self):
        return f"MyInt({int(self)})"
    def double(self):
        return MyInt(self * 2)
m = MyInt(5)
print(m, m + 1, type(m + 1).__name__, m.double(), type(-m).__name__, str(m), f"{m}", f"{m:04d}", m == 5, hash(m) == hash(5))
class Str(str):
    def shout(self):
        return self.upper() + "!"
s = Str("hey")
print(s.shout(), type(s + "x").__name__, type(s.upper()).__name__, type(s[0]).__name__, s == "hey", repr(s), len(s), Str(5))
class Lst(list):
    def sum(self):
        return sum(self)
l = Lst([1, 2, 3])
print(l.sum(), type(l + [4]).__name__, type(l[:1]).__name__, l == [1, 2, 3], repr(l), isinstance(l, list))
l += [4]
print(type(l).__name__, l.sum())
class D(dict):
    def __missing__(self, k):
        return k * 2
dd = D(a=1)
print(dd["a"], dd["zz"], dd.get("zz"), "zz" in dd)
class F(float):
    pass
print(F(1.5) + 1, type(F(1.5) + 1).__name__, F("2.5"), F(3).is_integer(), round(F(2.5)), repr(F(0.1)))
