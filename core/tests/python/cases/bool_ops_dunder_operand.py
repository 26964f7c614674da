# `and`/`or` give the operand itself when its truth comes from __bool__ or __len__ (a user class,
# a subclass of a built-in type), not the method's answer.
class NL(list): pass
class ND(dict): pass
class NS(str): pass
class NI(int): pass
class Sized:
    def __init__(self, n): self.n = n
    def __len__(self): return self.n
    def __repr__(self): return f"Sized({self.n})"
class Flag:
    def __init__(self, b): self.b = b
    def __bool__(self): return self.b
    def __repr__(self): return f"Flag({self.b})"
a = NL([5, 6])
print(a or (), NL() or "e", a and 1, ND(x=1) or 0, NS("ab") or 0, NI(3) or 0, NI(0) or "z")
print(Sized(2) or 0, Sized(0) or "empty", Sized(3) and Sized(4), Sized(0) and 1)
print(Flag(True) or 0, Flag(False) or Flag(True), Flag(True) and Flag(False))
print(Sized(0) or Flag(False) or NL([1]) or 7, NL([1]) and Sized(5) and Flag(True))
x = a or None
print(type(x).__name__, x)
def f(v):
    return v or "none"
print(f(a), f(NL()), [f(v) for v in (Sized(1), Sized(0))])
g = (v and v for v in (Sized(2), Flag(False)))
print(list(g))
if (w := Sized(1)) or 0:
    print("walrus", w)
class Bad:
    def __len__(self): return -1
class Wrong:
    def __len__(self): return "x"
class Raises:
    def __bool__(self): raise KeyError("k")
for obj in (Bad(), Wrong(), Raises()):
    try:
        print(obj or 1)
    except Exception as e:
        print(type(e).__name__, e)
try:
    r = Raises() and 1
except KeyError:
    r = "caught"
print(r, Sized(2) or 0)
