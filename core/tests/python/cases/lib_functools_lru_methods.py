from functools import lru_cache, cache

class Grid:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.computed = []

    @lru_cache(maxsize=None)
    def paths(self, x, y):
        self.computed.append((x, y))
        if x == 0 or y == 0:
            return 1
        return self.paths(x - 1, y) + self.paths(x, y - 1)

    @cache
    def area(self):
        self.computed.append("area")
        return self.w * self.h

    def __hash__(self):
        return hash((self.w, self.h))

    def __eq__(self, other):
        return (self.w, self.h) == (other.w, other.h)

g = Grid(4, 3)
print(g.paths(4, 3), len(g.computed))
print(g.paths(4, 3), len(g.computed))
print(g.area(), g.area(), g.computed.count("area"))
h = Grid(4, 3)
print(h.paths(2, 2), h.computed)

class Memo:
    @lru_cache
    def double(self, v):
        print("doubling", v)
        return v * 2
m = Memo()
print(m.double(4), m.double(4), m.double(5))

def make_counter():
    @lru_cache(maxsize=2)
    def local(n):
        print("local", n)
        return -n
    return local
loc = make_counter()
print(loc(1), loc(1), loc.cache_info())
