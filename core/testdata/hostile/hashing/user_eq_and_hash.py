# A class defining __eq__ and __hash__ over one field: in, count, index, remove, ==, dict and set.
# reference: cpython
# exit: 0
class P:
    calls = 0

    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        P.calls += 1
        return isinstance(other, P) and self.x == other.x

    def __hash__(self):
        return hash(self.x)

    def __repr__(self):
        return f"P({self.x})"


print(P(1) in [P(1)], [P(1), P(2), P(1)].count(P(1)), [P(2), P(1)].index(P(1)))
print(len({P(1), P(1)}), {P(1): 1}.get(P(1)), (P(1), 2) == (P(1), 2), [P(1)] == [P(1)])
d = {P(1): "a", P(2): "b"}
d[P(1)] = "c"
print(d, P(2) in d, P(3) in d)
s = {P(i % 3) for i in range(10)}
print(sorted(s, key=lambda p: p.x))
s.discard(P(0))
print(sorted(s, key=lambda p: p.x), P.calls > 0)
xs = [P(3), P(4)]
xs.remove(P(4))
print(xs)
