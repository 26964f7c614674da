class LowerDict(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
    def __missing__(self, k):
        return f"<missing {k}>"
d = LowerDict()
d["Key"] = 1
print(d, d["KEY"], d["other"], d.get("KEY"), "key" in d)
d2 = LowerDict(A=1)
d2.update(B=2)
print(d2, d2.copy(), type(d2.copy()).__name__, dict(d2))

class DefaultZero(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0
dz = DefaultZero()
for ch in "hello":
    dz[ch] += 1
print(dz)

class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
    def __repr__(self): return "Stack" + super().__repr__()
s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), s + [4], type(s + [4]).__name__, s[1:], type(s[1:]).__name__, sorted(s, reverse=True))

class TrackList(list):
    def __len__(self):
        return 99
    def __iter__(self):
        return iter(["overridden"])
    def __contains__(self, x):
        return True
tl = TrackList([1, 2])
print(len(tl), list(tl), 5 in tl, tl, sum([1, 2]), [x for x in tl], tl[0])

class Upper(str):
    def __new__(cls, s):
        return super().__new__(cls, s.upper())
    def shout(self): return self + "!"
u = Upper("hey")
print(u, u.shout(), type(u.shout()).__name__, u.lower(), type(u.lower()).__name__, isinstance(u, str), len(u), u == "HEY")
class Money(int):
    def __new__(cls, cents):
        return super().__new__(cls, round(cents))
    def __str__(self):
        return f"${self // 100}.{self % 100:02d}"
    def __repr__(self):
        return f"Money({int(self)})"
    def __add__(self, o):
        return Money(int(self) + int(o))
m = Money(1234.6)
print(m, repr(m), m + 100, type(m * 2).__name__, m * 2, f"{m}", f"{m:d}", "%d" % m, m > 1000, [m])
class Celsius(float):
    def __repr__(self): return f"{float(self):.1f}°C"
print(Celsius(21.456), [Celsius(0)], Celsius(3) + 1, type(Celsius(3) + 1).__name__, round(Celsius(2.5)))
class Flags(set):
    def __str__(self): return "|".join(sorted(self))
f = Flags({"b", "a"})
print(str(f), type(f | {"c"}).__name__, f.union({"z"}) == {"a", "b", "z"})
class Pair(tuple):
    def __new__(cls, a, b): return super().__new__(cls, (a, b))
    @property
    def first(self): return self[0]
pr = Pair(1, 2)
print(pr, pr.first, pr + (3,), hash(pr) == hash((1, 2)), pr == (1, 2))
from collections import UserDict, UserList, UserString
class CaseInsensitive(UserDict):
    def __setitem__(self, k, v): self.data[k.lower()] = v
    def __getitem__(self, k): return self.data[k.lower()]
    def __contains__(self, k): return k.lower() in self.data
ci = CaseInsensitive({"Name": "x"})
ci.update(AGE=3)
print(ci, ci["NAME"], "nAmE" in ci, ci.get("age"), dict(ci))
class UL(UserList):
    def append(self, x): super().append(x * 10)
ul = UL([1])
ul.append(2)
print(ul, ul + [5], type(ul + [5]).__name__, ul[0:1], type(ul[0:1]).__name__)
print(UserString("abc").upper(), UserString("x") + "y")
class Ordered(dict):
    def __iter__(self):
        return iter(sorted(super().keys()))
    def keys(self):
        return sorted(super().keys())
od = Ordered(b=1, a=2)
print(list(od), dict(od), {**od}, list(od.keys()), od)
class IntKeyed(dict):
    def __getitem__(self, k):
        return super().__getitem__(int(k))
ik = IntKeyed({1: "one"})
print(ik["1"], ik.get("1"))
class MyInt(int): pass
print(MyInt(5) + 1, type(MyInt(5) + 1).__name__, type(-MyInt(5)).__name__, MyInt(7) // 2, True + True, type(True & True).__name__)
