# Tuples and lists order item by item through the items' own __eq__ and __lt__.
class Version:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        return self.n < other.n

    def __eq__(self, other):
        return isinstance(other, Version) and self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def __repr__(self):
        return f"V{self.n}"


a, b = Version(2), Version(1)
print((a, 1) < (b, 2), (b, 1) < (a, 2))
print((Version(1), 2) < (Version(1), 3), (Version(1), 2) <= (Version(1), 2))
print((Version(1), 2) > (Version(0), 3), (Version(1), 5) >= (Version(1), 5, 0))
print([Version(3)] > [Version(2), 9], [a] < [a, a])
print(sorted([(Version(3), "x"), (Version(1), "y"), (Version(2), "z")]))
print(sorted([[Version(3)], [Version(1)]], reverse=True))
print(sorted([(1, Version(2)), (1, Version(1)), (0, Version(9))]))
print(max([(Version(1),), (Version(5),), (Version(2),)]))
print(min([(Version(1), "b"), (Version(1), "a")]))
print(sorted(["bb", "a", "ccc"], key=lambda s: (Version(len(s)), s)))
print(((Version(1), 1), 0) < ((Version(1), 2), 0))
items = [(Version(4), 1), (Version(2), 2)]
items.sort()
print(items)
import heapq
h = []
for i, n in enumerate([5, 1, 4, 1]):
    heapq.heappush(h, (Version(n), i))
print([heapq.heappop(h) for _ in range(4)])
print((Version(1),) == (Version(1),), [Version(1)] != [Version(1)])
try:
    (Version(1), 1) < (Version(1), "a")
except TypeError as e:
    print("TypeError:", e)
