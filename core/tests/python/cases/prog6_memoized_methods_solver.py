# Dynamic-programming solvers written as classes with cached methods (functools.cache/lru_cache
# on methods), inspecting the caches as people do when tuning them.
from functools import lru_cache, cache, cached_property
import sys

class Knapsack:
    def __init__(self, items, capacity):
        self.items = tuple(items)        # (name, weight, value)
        self.capacity = capacity

    def __hash__(self):
        return hash((self.items, self.capacity))

    def __eq__(self, other):
        return (self.items, self.capacity) == (other.items, other.capacity)

    @lru_cache(maxsize=None)
    def best(self, i, room):
        if i == len(self.items) or room == 0:
            return 0, ()
        name, w, v = self.items[i]
        skip = self.best(i + 1, room)
        if w > room:
            return skip
        val, chosen = self.best(i + 1, room - w)
        take = (val + v, (name,) + chosen)
        return max(skip, take)

    @cached_property
    def solution(self):
        return self.best(0, self.capacity)

class EditDistance:
    def __init__(self, a, b):
        self.a, self.b = a, b

    @cache
    def d(self, i, j):
        if i == 0 or j == 0:
            return i + j
        cost = self.a[i - 1] != self.b[j - 1]
        return min(self.d(i - 1, j) + 1, self.d(i, j - 1) + 1, self.d(i - 1, j - 1) + cost)

    def script(self):
        i, j, ops = len(self.a), len(self.b), []
        while i or j:
            if i and j and self.d(i, j) == self.d(i - 1, j - 1) + (self.a[i - 1] != self.b[j - 1]):
                if self.a[i - 1] != self.b[j - 1]:
                    ops.append(f"sub {self.a[i - 1]}->{self.b[j - 1]}")
                i, j = i - 1, j - 1
            elif i and self.d(i, j) == self.d(i - 1, j) + 1:
                ops.append(f"del {self.a[i - 1]}")
                i -= 1
            else:
                ops.append(f"ins {self.b[j - 1]}")
                j -= 1
        return ops[::-1]

class Stairs:
    @staticmethod
    @lru_cache(maxsize=32)
    def ways(n, steps=(1, 2, 3)):
        if n < 0:
            return 0
        if n == 0:
            return 1
        return sum(Stairs.ways(n - s, steps) for s in steps)

    @classmethod
    @cache
    def label(cls, n):
        return f"{cls.__name__}[{n}]"

items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)]
k = Knapsack(items, 200)
print(k.solution)
print(Knapsack.best.cache_info())
print(k.best.cache_info() == Knapsack.best.cache_info(), k.best.__name__, k.best.__self__ is k)
k2 = Knapsack(items, 200)
print(k2.solution == k.solution, Knapsack.best.cache_info().hits > 0)
Knapsack.best.cache_clear()
print(Knapsack.best.cache_info(), Knapsack.best.cache_parameters())
for a, b in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")]:
    e = EditDistance(a, b)
    print(f"{a!r:>9} -> {b!r:<9} {e.d(len(a), len(b))} {e.script()}")
print(EditDistance.d.cache_info().currsize > 0, type(EditDistance.d).__name__ != "function")
print([Stairs.ways(n) for n in range(10)], Stairs.ways.cache_info().maxsize)
print(Stairs.label(3), Stairs.label(3), Stairs().label(4))
sys.setrecursionlimit(5000)
print(Stairs.ways(300) % 1_000_000_007, Stairs.ways.cache_info().currsize)
