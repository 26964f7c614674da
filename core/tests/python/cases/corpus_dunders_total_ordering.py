import functools
@functools.total_ordering
class Version:
    __slots__ = ("major", "minor", "patch")
    def __init__(self, s):
        self.major, self.minor, self.patch = map(int, s.split("."))
    def __eq__(self, o):
        if not isinstance(o, Version): return NotImplemented
        return self._t() == o._t()
    def __lt__(self, o):
        return self._t() < o._t()
    def _t(self): return (self.major, self.minor, self.patch)
    def __hash__(self): return hash(self._t())
    def __repr__(self): return "Version('%d.%d.%d')" % self._t()
    def __bool__(self): return any(self._t())
    def __format__(self, spec):
        if spec == "short": return f"{self.major}.{self.minor}"
        return str(self)

vs = [Version(s) for s in ["1.2.3", "0.9.12", "1.10.0", "1.2.3", "0.0.0"]]
print(sorted(vs), max(vs), vs[0] == vs[3], vs[0] >= vs[1], vs[0] <= vs[2])
print(len(set(vs)), bool(vs[-1]), f"{vs[2]:short}", f"{vs[2]}", str(vs[2]))
try:
    vs[0].extra = 1
except AttributeError as e:
    print(e)
print(vs[0] == "1.2.3", vs[0] != 3)
try:
    vs[0] < 3
except AttributeError as e:
    print(type(e).__name__, e)

class Vec:
    def __init__(self, *c): self.c = c
    def __repr__(self): return f"Vec{self.c}"
    def __len__(self): return len(self.c)
    def __getitem__(self, i):
        if isinstance(i, slice): return Vec(*self.c[i])
        return self.c[i]
    def __add__(self, o): return Vec(*(a + b for a, b in zip(self.c, o.c)))
    def __neg__(self): return Vec(*(-a for a in self.c))
    def __abs__(self): return sum(a * a for a in self.c) ** 0.5
    def __contains__(self, x): return x in self.c
    def __iter__(self): return iter(self.c)
    def __call__(self, k): return Vec(*(k * a for a in self.c))
    def __iadd__(self, o):
        self.c = (self + o).c
        return self
    def __radd__(self, o):
        if o == 0: return self
        return NotImplemented
v = Vec(3, 4)
print(abs(v), -v, v[1:], v[-1], 4 in v, list(v), v(2), len(v), sum([Vec(1, 1), Vec(2, 2)]))
w = v; w += Vec(1, 1); print(v, w is v)
try:
    v + 1
except AttributeError as e:
    print(e)
try:
    1 + Vec(1)
except TypeError as e:
    print(e)
class Seq:
    def __getitem__(self, i):
        if i >= 3: raise IndexError
        return i * 10
print(list(Seq()), 20 in Seq(), [x for x in Seq()])
class Ctx:
    def __enter__(self): print("enter"); return self
    def __exit__(self, et, ev, tb): print("exit", et.__name__ if et else None, ev); return True
with Ctx() as c:
    raise KeyError("swallowed")
print("after")
print(Vec.__dict__["__len__"](v), type(v).__name__)
class Weird:
    def __eq__(self, o): return True
    __hash__ = None
try:
    hash(Weird())
except TypeError as e:
    print(e)
print(Weird() == 5, [Weird()].count(1), Weird() in [1, 2])
