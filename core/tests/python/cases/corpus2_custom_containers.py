class Matrix:
    def __init__(self, rows): self.rows = [list(r) for r in rows]
    def __getitem__(self, idx):
        if isinstance(idx, tuple):
            r, c = idx
            if isinstance(r, slice): return [row[c] for row in self.rows[r]]
            return self.rows[r][c]
        return self.rows[idx]
    def __setitem__(self, idx, v): r, c = idx; self.rows[r][c] = v
    def __len__(self): return len(self.rows)
    def __iter__(self): return iter(self.rows)
    def __contains__(self, v): return any(v in r for r in self.rows)
    def __eq__(self, o): return isinstance(o, Matrix) and self.rows == o.rows
    __hash__ = None
    def __add__(self, o): return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self, o)])
    def __mul__(self, k): return Matrix([[a * k for a in r] for r in self])
    __rmul__ = __mul__
    def __matmul__(self, o):
        cols = list(zip(*o.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])
    def __neg__(self): return self * -1
    def __bool__(self): return any(any(r) for r in self.rows)
    def __repr__(self): return f"Matrix({self.rows})"
    def __str__(self): return "\n".join(" ".join(f"{x:3}" for x in r) for r in self.rows)
m = Matrix([[1, 2], [3, 4]])
print(m[0, 1], m[1], m[:, 0], len(m), 3 in m, 9 in m, m == Matrix([[1, 2], [3, 4]]), m != m)
m[0, 0] = 10; print(m); print(m + m, 2 * m, m * 2, -m, m @ m, bool(Matrix([[0]])))
try: hash(m)
except TypeError as e: print("TypeError", e)
try: m + 1
except TypeError as e: print("TypeError", e)
class Money:
    def __init__(self, c): self.cents = c
    def __add__(self, o):
        if isinstance(o, Money): return Money(self.cents + o.cents)
        if isinstance(o, int): return Money(self.cents + o)
        return NotImplemented
    def __radd__(self, o): print("radd", o); return self + o
    def __iadd__(self, o): print("iadd"); self.cents += o.cents if isinstance(o, Money) else o; return self
    def __lt__(self, o): return self.cents < o.cents
    def __repr__(self): return f"${self.cents/100:.2f}"
    def __format__(self, spec): return format(self.cents / 100, spec or ".2f")
    def __round__(self, n=None): return Money(round(self.cents, -2))
    def __int__(self): return self.cents // 100
    def __index__(self): return self.cents
print(sum([Money(150), Money(275)]), Money(5) + 3, 3 + Money(5))
a = Money(1); b = a; a += Money(2); print(a, b, a is b, sorted([Money(3), Money(1)]), max(Money(3), Money(9)))
print(f"{Money(12345):>10,.1f}", f"{Money(5)}", round(Money(1499)), int(Money(1999)))
try: Money(1) + "x"
except TypeError as e: print("TypeError", e)
try: Money(1) > 5
except TypeError as e: print("TypeError", e)
class Seq:
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(Seq()), 20 in Seq(), list(reversed([1, 2])))
class Fn:
    def __init__(self): self.calls = 0
    def __call__(self, *a, **k): self.calls += 1; return (a, k)
f = Fn(); print(f(1, x=2), f(), f.calls, callable(f), callable(Fn))
class CM:
    def __init__(self, n): self.n = n
    def __enter__(self): print("enter", self.n); return self
    def __exit__(self, et, ev, tb): print("exit", self.n, et.__name__ if et else None, ev); return self.n == 2
with CM(1) as c1, CM(2) as c2: raise ValueError("in with")
print("after")
try:
    with CM(3): raise KeyError("k")
except KeyError as e: print("propagated", e)
class Dyn:
    def __getattr__(self, name):
        if name.startswith("get_"): return lambda: name[4:]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
    def __setattr__(self, n, v): print("set", n); object.__setattr__(self, n, v)
d = Dyn(); print(d.get_x(), hasattr(d, "y")); d.z = 1; print(d.z, getattr(d, "q", "default"))
class Ordered:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
from functools import total_ordering
Ordered = total_ordering(Ordered)
print(Ordered(1) <= Ordered(2), Ordered(3) > Ordered(2), Ordered(2) >= Ordered(2), sorted([Ordered(2), Ordered(1)])[0].v)
