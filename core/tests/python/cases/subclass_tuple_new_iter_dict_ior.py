# tuple/frozenset subclasses whose __new__ passes an iterator or a generator; dict |= with any
# mapping or iterable of pairs (and d | pairs refused).
class V(tuple):
    def __new__(cls, s):
        return super().__new__(cls, map(int, s.split(".")))
    def __repr__(self):
        return "V" + tuple.__repr__(self)
v = V("1.2.3")
print(v, type(v).__name__, v[1], len(v), v > V("1.2"))
class G(tuple):
    def __new__(cls, n):
        return super().__new__(cls, (i * i for i in range(n)))
print(G(4), isinstance(G(2), tuple))
class F(frozenset):
    def __new__(cls, s):
        return super().__new__(cls, (c.lower() for c in s))
print(sorted(F("AbA")), type(F("x")).__name__)
class P(tuple):
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))
print(P(1, 2))
d = {"a": 1}
d |= [("b", 2)]
print(d)
d |= {"c": 3}.items()
print(d)
d |= zip("xy", (8, 9))
print(d)
try:
    d | [("z", 1)]
except TypeError as e:
    print(e)
try:
    d |= [1]
except TypeError as e:
    print(e)
e = d
e |= {"q": 0}
print(e is d, d)
