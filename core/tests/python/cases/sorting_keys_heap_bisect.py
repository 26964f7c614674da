from functools import cmp_to_key
from operator import itemgetter, attrgetter, methodcaller
people = [("alice", 30, "NY"), ("bob", 25, "LA"), ("carol", 30, "LA"), ("dave", 25, "NY")]
print(sorted(people, key=itemgetter(1, 0)))
print(sorted(people, key=lambda p: (-p[1], p[2])))
print(sorted(people, key=itemgetter(2), reverse=True))
class P:
    def __init__(self, n, a): self.name, self.age = n, a
    def __repr__(self): return f"P({self.name})"
ps = [P(n, a) for n, a, _ in people]
print(sorted(ps, key=attrgetter("age", "name")), min(ps, key=attrgetter("age")))
def cmp(a, b):
    return (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b)
print(sorted(["ccc", "a", "bb", "aa", "b"], key=cmp_to_key(cmp)))
print(sorted("Hello World Apple banana".split(), key=str.lower), sorted([3, 1, 2], reverse=True))
words = ["b", "A", "c", "B", "a"]
words.sort(key=methodcaller("upper"))
print(words)
mixed = [(1, "b"), (1, "a"), (0, "z")]
mixed.sort()
print(mixed, sorted([[3, 2], [3], [1, 9, 9]]), sorted({3: 1, 1: 2}))
try:
    sorted([1, "a"])
except TypeError as e:
    print(e)
print(sorted([0.5, -1, 2**70, 3]), sorted(set("hello")), list(sorted(range(5), key=lambda x: x % 2)))
import heapq, bisect
h = [5, 1, 8, 3]
heapq.heapify(h)
print(h, heapq.nsmallest(2, people, key=itemgetter(1)), heapq.nlargest(2, [4, 9, 1, 7]))
lst = [1, 3, 3, 5, 9]
print(bisect.bisect_left(lst, 3), bisect.bisect_right(lst, 3), bisect.bisect(lst, 4, key=None))
bisect.insort(lst, 4); print(lst, bisect.bisect_left([P("x", 1), P("y", 5)], 3, key=attrgetter("age")))
