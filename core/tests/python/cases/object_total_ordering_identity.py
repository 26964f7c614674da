import functools
@functools.total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(V(1) > V(0), V(1) >= V(2), V.__lt__ is not object.__lt__, object.__gt__ is object.__gt__)
