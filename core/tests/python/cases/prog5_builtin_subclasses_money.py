# int and str subclasses, dict/list subclasses with overridden methods
class Cents(int):
    def __new__(cls, amount):
        return super().__new__(cls, round(amount * 100))
    def __repr__(self): return f"Cents({int(self)})"
    def __str__(self): return f"${int(self) // 100}.{int(self) % 100:02d}"
    def __add__(self, o):
        return Cents.from_int(int(self) + int(o))
    @classmethod
    def from_int(cls, n):
        c = int.__new__(cls, n); return c
c = Cents(12.345)
print(c, repr(c), c + Cents(1), int(c), c * 2, type(c * 2).__name__, type(c + 1).__name__, c == 1235 - 1, isinstance(c, int), c.bit_length())
print(f"{c}", f"{c!r}", f"{c:>8}", f"{int(c):,}", sorted([Cents(3), Cents(1.5)]), hash(c) == hash(1234))
class Tag(str):
    def __new__(cls, s):
        return super().__new__(cls, s.strip().lower())
    @property
    def slug(self): return self.replace(" ", "-")
t = Tag("  Hello World ")
print(repr(t), t.slug, t.upper(), type(t.upper()).__name__, t + "!", type(t + "!").__name__, t == "hello world", len(t), t[0], isinstance(t, str))
print({t: 1}["hello world"], "hello" in t, t.split(), f"<{t}>", "%s" % t, str(t) is not None, sorted([Tag("b"), Tag("A")]))
class Stack(list):
    def push(self, x): self.append(x); return self
    def peek(self): return self[-1]
    def __repr__(self): return f"Stack({list.__repr__(self)})"
s = Stack([1, 2]).push(3)
print(s, s.peek(), len(s), s + [4], type(s + [4]).__name__, s[1:], type(s[1:]).__name__, isinstance(s, list), sum(s))
s.extend(range(2)); s.sort(reverse=True)
print(s, s.pop(), s == [3, 2, 1, 1], list(reversed(s)))
class LowerDict(dict):
    def __setitem__(self, k, v): super().__setitem__(k.lower(), v)
    def __getitem__(self, k): return super().__getitem__(k.lower())
ld = LowerDict(); ld["Key"] = 1
print(ld, ld["KEY"], ld.get("KEY"), "key" in ld, LowerDict(A=1), dict.__repr__(ld))
ld.update({"Other": 2})
print(ld)
class Counted(dict):
    def __init__(self, *a, **k):
        super().__init__(*a, **k); self.reads = 0
    def __getitem__(self, k):
        self.reads += 1; return super().__getitem__(k)
cd = Counted(x=1, y=2)
_ = cd["x"], cd["y"], cd.get("x"), [v for v in cd.values()]
print(cd.reads, "{x}-{y}".format_map(cd), cd.reads, dict(cd), cd | {"z": 3}, type(cd | {"z": 3}).__name__)
class Temperature(float):
    def __new__(cls, c):
        if c < -273.15: raise ValueError("below absolute zero")
        return super().__new__(cls, c)
    @property
    def f(self): return self * 9 / 5 + 32
tp = Temperature(100)
print(tp, tp.f, repr(tp), tp + 1, type(tp + 1).__name__, round(Temperature(36.6), 0), f"{tp:.2f}", tp.is_integer(), tp.hex())
try:
    Temperature(-300)
except ValueError as e:
    print("ValueError", e)
class Pair(tuple):
    def __new__(cls, a, b): return super().__new__(cls, (a, b))
    @property
    def first(self): return self[0]
    def swap(self): return Pair(self[1], self[0])
pr = Pair(1, "x")
print(pr, pr.first, pr.swap(), pr + (3,), type(pr + (3,)).__name__, len(pr), pr == (1, "x"), hash(pr) == hash((1, "x")))
class Bits(frozenset):
    def __repr__(self): return "Bits(" + ",".join(map(str, sorted(self))) + ")"
b = Bits({3, 1})
print(b, b | {2}, type(b | {2}).__name__, 1 in b, Bits() == frozenset())
