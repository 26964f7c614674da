from functools import cmp_to_key
from operator import itemgetter, attrgetter, methodcaller
import bisect
people = [("alice", 30, "NY"), ("bob", 25, "LA"), ("carol", 30, "LA"), ("dave", 25, "NY"), ("Eve", 35, "SF")]
print(sorted(people, key=itemgetter(1, 0)))
print(sorted(people, key=lambda p: (-p[1], p[2], p[0])))
print(sorted(people, key=lambda p: p[0].lower(), reverse=True))
def cmp(a, b):
    if a[2] != b[2]:
        return -1 if a[2] < b[2] else 1
    return b[1] - a[1]
print(sorted(people, key=cmp_to_key(cmp)))
nums = ["10", "9", "2", "33", "1"]
print(sorted(nums), sorted(nums, key=int), sorted(nums, key=len))
print(sorted(nums, key=cmp_to_key(lambda a, b: (a+b < b+a) - (a+b > b+a))))
print("".join(sorted(["3", "30", "34", "5", "9"], key=cmp_to_key(lambda a, b: int(b+a) - int(a+b)))))
class P:
    def __init__(self, n, a): self.name, self.age = n, a
    def __repr__(self): return f"P({self.name!r},{self.age})"
ps = [P("x", 3), P("y", 1), P("z", 3)]
print(sorted(ps, key=attrgetter("age", "name")), max(ps, key=attrgetter("age")), min(ps, key=attrgetter("age")))
print(list(map(methodcaller("upper"), ["a", "b"])), methodcaller("split", ",", 1)("a,b,c"))
f = itemgetter(slice(1, 3)); print(f("abcdef"), itemgetter(0)([5]), itemgetter("k")({"k": 1}))
print(attrgetter("real", "imag")(3+4j))
scores = [55, 65, 75, 85, 95]
grades = "FDCBA"
print([grades[bisect.bisect(scores, s) - 1] if s >= 55 else "F" for s in [50, 55, 70, 85, 100]])
a = [1, 3, 3, 3, 7]
print(bisect.bisect_left(a, 3), bisect.bisect_right(a, 3), bisect.bisect(a, 0), bisect.bisect_left(a, 8))
bisect.insort(a, 4); bisect.insort_left(a, 3); bisect.insort_right(a, 0); print(a)
recs = [(1, "a"), (4, "d"), (9, "z")]
print(bisect.bisect_left(recs, 4, key=itemgetter(0)), bisect.bisect_right(recs, 4, key=itemgetter(0)))
bisect.insort(recs, (5, "e"), key=itemgetter(0)); print(recs)
print(bisect.bisect_left(a, 3, 2, 4), bisect.bisect_right(a, 3, lo=0, hi=2))
data = [3, 1, 2]; data.sort(key=lambda x: -x); print(data)
words = "The quick brown fox Jumps over the lazy dog".split()
print(sorted(words, key=str.casefold), sorted(words, key=lambda w: (len(w), w)))
print(sorted({"b": 2, "a": 3, "c": 1}.items(), key=itemgetter(1), reverse=True))
print(sorted([3, 1, 2], reverse=True), sorted("hello"), sorted((1.5, 1, True, 0)))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError", e)
try:
    [3, None].sort()
except TypeError as e:
    print("TypeError", e)
