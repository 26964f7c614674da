# NotImplemented returns: reflected operands, subclass priority, identity fallback for ==.
import functools


@functools.total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
    def __repr__(self): return f"V({self.v})"


print(V(1) <= V(2), V(3) >= V(2), V(1) > V(1), sorted([V(3), V(1), V(2)]), max(V(1), V(5)))


class N:
    def __init__(self, v): self.v = v
    def __add__(self, o):
        print("N.add")
        return NotImplemented
    def __eq__(self, o):
        print("N.eq")
        return NotImplemented
    def __lt__(self, o):
        print("N.lt")
        return NotImplemented


class M:
    def __radd__(self, o):
        print("M.radd")
        return "radd"
    def __eq__(self, o):
        print("M.eq")
        return NotImplemented
    def __gt__(self, o):
        print("M.gt")
        return "gt"


print(N(1) + M(), N(1) == M(), N(1) < M())
try:
    N(1) + N(2)
except TypeError as e:
    print(e)
print(N(1) == N(1), N(1) != N(1))


class Par:
    def __add__(self, o):
        print("Par.add")
        return "par-add"


class SubPar(Par):
    def __radd__(self, o):
        print("SubPar.radd")
        return "subpar-radd"


print(Par() + SubPar(), SubPar() + Par())


class I:
    def __iadd__(self, o): return NotImplemented
    def __add__(self, o): return "fallback-add"


i = I()
i += 1
print(i)
try:
    N(1) < N(2)
except TypeError as e:
    print(e)
