# Set algebra with user __hash__/__eq__: |, &, -, ^, comparisons and the named methods.
class P:
    def __init__(self, x, tag=""):
        self.x = x
        self.tag = tag

    def __eq__(self, other):
        return isinstance(other, P) and self.x == other.x

    def __hash__(self):
        return hash(self.x)

    def __repr__(self):
        return f"P({self.x}{self.tag})"


def show(s):
    return sorted(s, key=lambda p: p.x)


a = {P(1, "a"), P(2, "a"), P(3, "a")}
b = {P(2, "b"), P(3, "b"), P(4, "b")}
print(show(a | b), show(a & b), show(a - b), show(a ^ b))
print(show(a.union(b)), show(a.intersection(b)), show(a.difference(b)))
print(show(a.symmetric_difference(b)), show(a.intersection([P(1), P(1)])))
print({P(1)} <= a, {P(1)} < a, a <= a, a < a, a >= {P(2)}, a > b, a == {P(3), P(2), P(1)})
print({P(1)}.issubset(a), a.issuperset([P(3)]), a.isdisjoint(b), a.isdisjoint([P(9)]))
c = set(a)
c |= {P(5)}
c &= {P(1), P(5), P(2)}
c -= {P(2)}
print(show(c))
c ^= {P(1), P(7)}
print(show(c), len(set([P(1), P(1), P(2)])))
print(len({1, 2, 3} | {3.0, 4}), sorted({1, 2} ^ {2.0, 3}), {1, 2} == {2.0, 1.0})
