# User __eq__ in `in`, count, index, remove and sequence ==, with the order CPython calls it.
log = []


class P:
    def __init__(self, x):
        self.x = x

    def __eq__(self, other):
        log.append((self.x, other.x if isinstance(other, P) else other))
        return isinstance(other, P) and self.x == other.x

    def __hash__(self):
        return hash(self.x)

    def __repr__(self):
        return f"P({self.x})"


print(P(1) in [P(1)], P(2) in [P(1)], P(2) not in [P(1)])
print(P(1) in (P(0), P(1)), log)
log.clear()
print([P(1), P(2), P(1)].count(P(1)), log)
log.clear()
print([P(0), P(2), P(2)].index(P(2)), [P(2), P(0), P(2)].index(P(2), 1))
l = [P(3), P(4), P(4)]
l.remove(P(4))
print(l)
try:
    l.remove(P(9))
except ValueError as e:
    print("ValueError:", e)
print([P(1), P(2)] == [P(1), P(2)], [P(1)] == [P(2)], (P(1), 2) != (P(1), 2))
print([[P(1)], (P(2),)] == [[P(1)], (P(2),)], [P(1), 3] == [P(1), 4])
p = P(5)
log.clear()
print([p] == [p], p in [p], log)  # identity first: __eq__ is not called


class NoEq:
    pass


n = NoEq()
print(n in [n], NoEq() in [NoEq()], [n] == [n])


class Rev:
    def __eq__(self, other):
        return NotImplemented


class Yes:
    def __eq__(self, other):
        return True


print(Rev() in [Yes()], Yes() in [Rev()], [Rev()] == [Rev()])


class Truthy:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v


class Odd:
    def __eq__(self, other):
        return Truthy(True)


print(1 in [Odd()], [Odd()].count(2))
