class Bad:
    def __bool__(self):
        return 1
class NegLen:
    def __len__(self):
        return -1
class NoHash:
    def __eq__(self, other):
        return True
for thing, op in [(Bad(), bool), (NegLen(), len), (NoHash(), hash)]:
    try:
        op(thing)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

class Bag:
    def __init__(self, *items):
        self.items = list(items)
    def __iter__(self):
        return iter(self.items)
    def __len__(self):
        return len(self.items)
b = Bag(1, 2, 3)
print(2 in b, 5 in b, bool(Bag()), list(b), len(b))

class Idx:
    def __init__(self, n):
        self.n = n
    def __index__(self):
        return self.n
i = Idx(2)
print([10, 20, 30][i], "abcd"[i:], list(range(i)), bin(i), hex(Idx(255)), (1, 2, 3, 4)[Idx(1):Idx(3)], [0] * Idx(3))

class Grid:
    def __init__(self):
        self.cells = {}
    def __getitem__(self, key):
        if isinstance(key, slice):
            return f"slice{key.indices(10)}"
        r, c = key
        return self.cells.get((r, c), ".")
    def __setitem__(self, key, v):
        self.cells[key] = v
    def __delitem__(self, key):
        del self.cells[key]
g = Grid()
g[1, 2] = "#"
print(g[1, 2], g[0, 0], g[::2], g[-3:], g[1:8:3])
del g[1, 2]
print(g.cells)
try:
    del g[5, 5]
except KeyError as e:
    print("KeyError:", e)

class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x, *, times=1):
        return x + self.n * times
add5 = Adder(5)
print(add5(1), add5(1, times=3), callable(add5), callable(Adder), list(map(add5, [1, 2])))

class Rec:
    def __repr__(self):
        return "Rec()"
l = [1, Rec()]
l.append(l)
d = {"self": None}
d["self"] = d
print(l, d, str(l) == repr(l))

class Missing(dict):
    def __missing__(self, k):
        return k * 2
m = Missing(a=1)
print(m["a"], m["zz"], m.get("zz"), "zz" in m)
class Upper(str):
    def shout(self):
        return self.upper() + "!"
u = Upper("hey")
print(u.shout(), type(u + "x").__name__, type(u.upper()).__name__, isinstance(u, str), u == "hey")
class Meters(int):
    def __repr__(self):
        return f"{int(self)}m"
mm = Meters(5)
print(mm, repr(mm), mm + 1, type(mm + 1).__name__, repr(Meters(3) * 2), f"{mm:03d}")
class Seq:
    def __getitem__(self, i):
        if i > 3:
            raise IndexError
        return i * 10
print(list(reversed([1, 2])), 20 in Seq(), list(iter(Seq())))
