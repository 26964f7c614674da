import math
class Num:
    def __init__(self, v): self.v = v
    def __int__(self): return int(self.v)
    def __float__(self): return float(self.v)
    def __index__(self): return int(self.v)
    def __complex__(self): return complex(self.v, 1)
    def __round__(self, n=None): return f"round({n})"
    def __floor__(self): return "floor"
    def __ceil__(self): return "ceil"
    def __trunc__(self): return "trunc"
    def __abs__(self): return "abs"
    def __bool__(self): return self.v != 0
n = Num(3.7)
print(int(n), float(n), complex(n), round(n), round(n, 2), math.floor(n), math.ceil(n), math.trunc(n), abs(n), bool(Num(0)), [1, 2, 3, 4][Num(1)], hex(Num(255)), range(Num(3)))
class OnlyTrunc:
    def __trunc__(self): return 7
try: print(int(OnlyTrunc()))
except TypeError as e: print(e)
class SeqOld:
    def __getitem__(self, i):
        if i >= 3: raise IndexError(i)
        return i * 10
print(list(SeqOld()), 20 in SeqOld(), 5 in SeqOld(), list(iter(SeqOld())), sorted(SeqOld(), reverse=True))
class Rev:
    def __len__(self): return 3
    def __getitem__(self, i):
        if not 0 <= i < 3: raise IndexError
        return "abc"[i]
print(list(reversed(Rev())), len(Rev()), bool(Rev()))
it = iter([1, 2, 3, 0, 5].pop, 0) if False else None
data = [5, 0, 3, 2, 1]
print(list(iter(data.pop, 0)), data)
class BadLen:
    def __len__(self): return -1
try: len(BadLen())
except ValueError as e: print(e)
class FloatLen:
    def __len__(self): return 2.5
try: len(FloatLen())
except TypeError as e: print(e)
class LtOnly:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"L{self.v}"
xs = [LtOnly(3), LtOnly(1), LtOnly(2)]
print(sorted(xs), max(xs), min(xs), LtOnly(1) > LtOnly(0))
try: LtOnly(1) <= LtOnly(2)
except TypeError as e: print(e)
class Contains:
    def __iter__(self): yield from (1, 2, 3)
print(2 in Contains(), 9 in Contains())
class Cmp:
    def __eq__(self, o): print("eq called"); return NotImplemented
print(Cmp() == Cmp(), Cmp() != 1)
class Callable_:
    def __call__(self, *a, **k): return ("called", a, k)
print(Callable_()(1, x=2), callable(Callable_()), callable(Callable_))
class Ctx:
    def __enter__(self): return self
    def __exit__(self, *exc): return False
class Len0:
    def __len__(self): return 0
print(bool(Len0()), not Len0(), "yes" if Len0() else "no")
class Hashy:
    def __hash__(self): return 2 ** 70
print(hash(Hashy()) == hash(2 ** 70))
class Hbad:
    def __hash__(self): return "x"
try: hash(Hbad())
except TypeError as e: print(e)
class StrBad:
    def __str__(self): return 5
try: str(StrBad())
except TypeError as e: print(e)
class IdxBad:
    def __index__(self): return 1.5
try: [1, 2][IdxBad()]
except TypeError as e: print(e)
class GetItemDict:
    def __getitem__(self, k): return k * 2
    def keys(self): return ["a", "b"]
print(dict(GetItemDict()), {**GetItemDict()}, (lambda **k: k)(**GetItemDict()))
class AddOnly:
    def __add__(self, o): return "add"
    def __iadd__(self, o): return "iadd"
v = AddOnly(); v += 1; print(v)
class RAdd:
    def __radd__(self, o): return f"radd({o})"
print(1 + RAdd(), "s" + RAdd(), [1] + RAdd())
class Sub(int):
    def __radd__(self, o): return "sub radd"
print(1 + Sub(2), Sub(2) + 1)
