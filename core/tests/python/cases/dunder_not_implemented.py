# NotImplemented from a special method passes to the reflected one, then to identity or a TypeError.
class E:
    def __eq__(s, o): return NotImplemented
    def __add__(s, o): return NotImplemented
    def __lt__(s, o): return NotImplemented
class V:
    def __init__(s, x): s.x = x
    def __add__(s, o):
        if isinstance(o, V): return V(s.x + o.x)
        return NotImplemented
    def __radd__(s, o):
        if isinstance(o, (int, float)): return V(s.x + o)
        return NotImplemented
    def __eq__(s, o):
        if not isinstance(o, V): return NotImplemented
        return s.x == o.x
    def __repr__(s): return f"V({s.x})"
class W:
    def __radd__(s, o): return 'W.radd'
    def __eq__(s, o): return 'W.eq'
    def __gt__(s, o): return 'W.gt'
e = E()
print(e == 1, e != 1, e == e, e != e)
for f in [lambda: e + 1, lambda: e < 1, lambda: 1 + e, lambda: V(1) + 'a']:
    try: print(f())
    except TypeError as x: print('TypeError', x)
print(V(1) + V(2), 3 + V(1), sum([V(1), V(2)], V(0)), V(1) == V(1), V(1) != V(2), V(1) == 1, V(1) != 1)
print(V(1) + W(), V(1) == W(), V(1) < W(), W() == V(1))
class N:
    def __ne__(s, o): return 'custom ne'
print(N() != 1, N() == 1)
class Iadd:
    def __iadd__(s, o): return NotImplemented
    def __add__(s, o): return 'fell to add'
x = Iadd(); x += 1; print(x)
print(sorted([V(3), V(1)], key=lambda v: v.x), max([V(1), V(5)], key=lambda v: v.x))
class L:
    def __init__(s, x): s.x = x
    def __lt__(s, o): return NotImplemented
    def __gt__(s, o): return s.x > o.x
    def __repr__(s): return f"L({s.x})"
print(sorted([L(3), L(1), L(2)]), min([L(3), L(1)]), max(L(3), L(7)))
print(sum([V(1), V(2), V(3)], V(10)), sum([1, 2], V(0)) if False else 'x')
