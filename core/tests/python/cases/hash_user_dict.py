# User __hash__ and __eq__ in dict and set lookups, inserts and deletes.
calls = {"hash": 0, "eq": 0}


class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        calls["eq"] += 1
        return isinstance(other, P) and self.x == other.x

    def __hash__(self):
        calls["hash"] += 1
        return hash(self.x)

    def __repr__(self):
        return f"P({self.x})"


print(len({P(1), P(1)}), {P(1): 1}.get(P(1)), P(1) in {P(1): 0}, P(2) in {P(1)})
calls["hash"] = calls["eq"] = 0
d = {}
d[P(1)] = "a"
d[P(1)] = "b"
print(d, calls)
k = P(2)
d[k] = "c"
print(d[P(2)], d.get(P(3), "none"), d.setdefault(P(4), "new"), d)
print(d.pop(P(1)), d.pop(P(9), "missing"), d)
del d[P(2)]
print(d, list(d))
try:
    d[P(7)]
except KeyError:
    print("KeyError")
try:
    del d[P(7)]
except KeyError:
    print("KeyError on del")
s = {P(1), P(2)}
s.add(P(2))
s.add(P(3))
s.discard(P(1))
s.remove(P(3))
print(s, P(2) in s, P(1) not in s)
try:
    s.remove(P(1))
except KeyError:
    print("KeyError on remove")
# Equal keys of different classes: the key stored first stays, the value is replaced.
e = {1: "int"}
e[1.0] = "float"
e[True] = "bool"
print(e, {1: "a", 1.0: "b", True: "c"}, {0, 0.0, False})


class H:
    """Every instance hashes the same: lookups fall to __eq__."""

    def __init__(self, x):
        self.x = x

    def __hash__(self):
        return 7

    def __eq__(self, other):
        return self.x == other.x

    def __repr__(self):
        return f"H({self.x})"


m = {H(i): i for i in range(20)}
print(len(m), m[H(13)], H(20) in m, list(m)[:3])
print(dict.fromkeys([P(1), P(1), P(2)]), dict([(P(1), 1), (P(1), 2)]))
u = {P(1): 1}
u.update({P(1): 10, P(2): 20})
print(u, u == {P(2): 20, P(1): 10}, u != {P(1): 10})
# A key's own hash is kept: an instance whose hash changes is not found any more.
class M:
    def __init__(self):
        self.h = 1

    def __hash__(self):
        return self.h


m1 = M()
t = {m1: "x"}
m1.h = 2
print(m1 in t, t.get(m1), len(t), list(t)[0] is m1)
# A tuple holding instances hashes through their __hash__.
print({(P(1), 2): "t"}[(P(1), 2)], hash((P(1), 2)) == hash((1, 2)))
print(hash(P(5)) == hash(5), hash(M()) == 1)
