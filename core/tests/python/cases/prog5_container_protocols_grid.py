# custom containers: legacy __getitem__ iteration, __contains__, __reversed__, __index__, __missing__, __len__ truthiness
class Squares:
    def __init__(self, n): self.n = n
    def __getitem__(self, i):
        if i >= self.n: raise IndexError(i)
        return i * i
print(list(Squares(5)), 9 in Squares(5), 10 in Squares(5), list(reversed(list(Squares(3)))), max(Squares(4)))
it = iter(Squares(2)); print(next(it), next(it), next(it, "end"))
class Deck:
    def __init__(self): self.cards = [f"{r}{s}" for s in "SH" for r in "AKQ"]
    def __len__(self): return len(self.cards)
    def __getitem__(self, i): return self.cards[i]
    def __reversed__(self):
        print("  custom reversed")
        return iter(self.cards[::-1])
    def __contains__(self, c):
        print("  custom contains", c)
        return c.upper() in self.cards
d = Deck()
print(len(d), d[0], d[-1], d[1:3], "ks" in d, list(reversed(d))[:2], bool(d), sorted(d)[:2])
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
lst = list(range(10))
print(lst[Idx(3)], lst[Idx(1):Idx(8):Idx(3)], "abcdef"[Idx(-1)], hex(Idx(255)), bin(Idx(5)), range(Idx(4)), [0] * Idx(3), (1, 2, 3)[Idx(0)])
try:
    lst[1.0]
except TypeError as e:
    print("TypeError", e)
try:
    tup = (1, 2); tup[None]
except TypeError as e:
    print("TypeError", e)
class Defaults(dict):
    def __missing__(self, k):
        v = self[k] = k.upper() if isinstance(k, str) else k
        return v
dd = Defaults(a=1)
print(dd["a"], dd["zz"], dd.get("qq"), dd, "qq" in dd, dd.setdefault("m", 5), sorted(dd))
class Empty:
    def __len__(self): return 0
class Truthy:
    def __bool__(self): return True
    def __len__(self): return 0
print(bool(Empty()), bool(Truthy()), "yes" if Empty() else "no", not Truthy(), [type(x).__name__ for x in (Empty(), Truthy(), 0, 1) if x])
class BadLen:
    def __len__(self): return -1
try:
    len(BadLen())
except ValueError as e:
    print("ValueError", e)
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError", e)
class Grid:
    def __init__(self): self.cells = {}
    def __getitem__(self, key):
        if isinstance(key, tuple):
            r, c = key
            if isinstance(r, slice):
                return [self.cells.get((i, c), ".") for i in range(*r.indices(4))]
            return self.cells.get((r, c), ".")
        raise TypeError(f"grid indices must be pairs, not {type(key).__name__}")
    def __setitem__(self, key, v): self.cells[key] = v
    def __delitem__(self, key): del self.cells[key]
g = Grid(); g[1, 2] = "X"; g[3, 2] = "O"
print(g[1, 2], g[0, 0], g[:, 2], g[1::2, 2])
del g[1, 2]
print(g[1, 2], sorted(g.cells))
try:
    g[5]
except TypeError as e:
    print("TypeError", e)
try:
    del g[9, 9]
except KeyError as e:
    print("KeyError", e)
print(slice(1, 10, 2).indices(5), slice(None, None, -1).indices(4), slice(-3, None).indices(10), repr(slice(1, 2)))
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i):
        if isinstance(i, slice): return f"slice{i.start, i.stop, i.step}"
        if not -3 <= i < 3: raise IndexError("Seq index out of range")
        return "abc"[i]
s = Seq()
print(s[::2], s[1:], s[-1], list(s), tuple(s), "".join(s), [*s], dict(enumerate(s)))
a, *b = Squares(4)
print(a, b)
