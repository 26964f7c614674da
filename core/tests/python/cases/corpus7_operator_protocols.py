class Money:
    def __init__(self, cents):
        self.cents = cents
    def __repr__(self):
        return f"Money({self.cents})"
    def __add__(self, other):
        print(f"  {self!r}.__add__({other!r})")
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented
    def __radd__(self, other):
        print(f"  {self!r}.__radd__({other!r})")
        if other == 0:
            return self
        return self.__add__(other)
    def __iadd__(self, other):
        print(f"  {self!r}.__iadd__({other!r})")
        return NotImplemented
    def __eq__(self, other):
        print(f"  {self!r}.__eq__({other!r})")
        if isinstance(other, Money):
            return self.cents == other.cents
        return NotImplemented
    __hash__ = None
    def __lt__(self, other):
        return self.cents < other.cents

class Euro(Money):
    def __radd__(self, other):
        print(f"  Euro.__radd__({other!r})")
        return Euro(other.cents + self.cents + 1000)
    def __repr__(self):
        return f"Euro({self.cents})"
    def __eq__(self, other):
        print(f"  Euro.__eq__({other!r})")
        return NotImplemented

m = Money(5)
print(m + Money(7))
print(m + Euro(1))
print(sum([Money(1), Money(2)]))
m += 3
print(m)
print(m == Money(8))
print(Money(1) == Euro(1))
print(Euro(2) == Euro(2))
print(m == "x", m != "x")
try:
    hash(m)
except TypeError as e:
    print("TypeError:", e)
try:
    m + "s"
except TypeError as e:
    print("TypeError:", e)

class Seq:
    def __init__(self, n):
        self.n = n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i
print(list(Seq(4)), 9 in Seq(5), 10 in Seq(5), list(reversed([*Seq(3)])))
a, b, *c = Seq(5)
print(a, b, c)

class Idx:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
print([10, 20, 30][Idx(1)], "abcdef"[Idx(1):Idx(4)], bin(Idx(5)), hex(Idx(255)), range(Idx(3)), (1, 2, 3)[Idx(-1)])

class Rev:
    def __init__(self, d): self.d = d
    def __len__(self): return len(self.d)
    def __getitem__(self, i): return self.d[i]
    def __reversed__(self):
        print("  custom reversed")
        return iter(self.d[::-1] + ["!"])
print(list(reversed(Rev([1, 2, 3]))), len(Rev("ab")))

class Cont:
    def __iter__(self):
        print("  iterating")
        return iter([1, 2, 3])
print(2 in Cont(), 5 in Cont())

class Attr:
    def __init__(self):
        self.real = 1
    def __getattr__(self, name):
        if name.startswith("dyn_"):
            return name[4:].upper()
        raise AttributeError(f"no {name}")
    def __setattr__(self, name, value):
        print(f"  set {name}={value!r}")
        object.__setattr__(self, name, value)
    def __delattr__(self, name):
        print(f"  del {name}")
        object.__delattr__(self, name)
o = Attr()
print(o.real, o.dyn_hello, getattr(o, "missing", "default"), hasattr(o, "nothing"))
o.x = 5
del o.x
try:
    o.zzz
except AttributeError as e:
    print("AttributeError:", e)

class Call:
    def __init__(self): self.calls = 0
    def __call__(self, *args, **kw):
        self.calls += 1
        return f"call#{self.calls} {args} {sorted(kw.items())}"
c = Call()
print(c(1, 2, z=3), c(), callable(c), callable(Call), callable(5))

class Num:
    def __init__(self, v): self.v = v
    def __int__(self): return int(self.v)
    def __float__(self): return float(self.v)
    def __complex__(self): return complex(self.v, 1)
    def __round__(self, n=None): return f"round({n})"
    def __trunc__(self): return 99
    def __floor__(self): return "floor"
    def __ceil__(self): return "ceil"
    def __neg__(self): return Num(-self.v)
    def __pos__(self): return "pos"
    def __invert__(self): return "inv"
    def __abs__(self): return "abs"
    def __pow__(self, e, mod=None): return f"pow({e},{mod})"
    def __rpow__(self, b): return f"rpow({b})"
    def __matmul__(self, o): return "matmul"
    def __floordiv__(self, o): return "floordiv"
    def __rtruediv__(self, o): return "rtruediv"
    def __lshift__(self, o): return "lshift"
    def __and__(self, o): return "and"
    def __rxor__(self, o): return "rxor"
import math
n = Num(2.7)
print(int(n), float(n), complex(n), round(n), round(n, 2), math.trunc(n), math.floor(n), math.ceil(n))
print((-n).v, +n, ~n, abs(n), n ** 3, pow(n, 2, 5), 2 ** n, n @ n, n // 1, 1 / n, n << 1, n & 1, 1 ^ n)
