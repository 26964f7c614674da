students = [("alice", "B", 85), ("bob", "A", 92), ("carol", "B", 85), ("dave", "A", 78), ("eve", "C", 92)]
print(sorted(students, key=lambda s: s[2]))
print(sorted(students, key=lambda s: (-s[2], s[0])))
by_grade = sorted(students, key=lambda s: s[1])
print(by_grade)
print(sorted(sorted(students, key=lambda s: s[0], reverse=True), key=lambda s: s[2], reverse=True))
from operator import itemgetter, attrgetter
print(sorted(students, key=itemgetter(1, 2)))
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True), sorted(words, key=lambda w: (len(w), w.lower())))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sorted(nums, key=abs), sorted(nums, reverse=True), nums.index(-1), sorted(set(nums)))
nums.sort(key=lambda x: x % 3); print(nums)
try:
    sorted([1, "a", 2])
except TypeError as e:
    print(e)
try:
    [3, None].sort()
except TypeError as e:
    print(e)
mixed = [1, 2.5, True, 0, -3.5]
print(sorted(mixed), max(mixed), min(mixed))
print(sorted([[2, 1], [1, 2], [1], []]), sorted([(1, "b"), (1, "a"), (0, "z")]), sorted("hello"))
class Emp:
    def __init__(self, n, s): self.name, self.sal = n, s
    def __repr__(self): return self.name
emps = [Emp("x", 3), Emp("y", 1), Emp("z", 3)]
print(sorted(emps, key=attrgetter("sal")), sorted(emps, key=attrgetter("sal", "name"), reverse=True))
d = {"b": 2, "a": 3, "c": 1}
print(sorted(d), sorted(d.items(), key=lambda kv: kv[1]), sorted(d, key=d.get), dict(sorted(d.items())))
print(list(reversed(sorted(nums))), sorted(range(10), key=lambda x: (x % 2, -x)))
import functools
def cmp(a, b):
    if len(a) != len(b): return len(a) - len(b)
    return -1 if a > b else (1 if a < b else 0)
print(sorted(["aa", "b", "cc", "a", "bb"], key=functools.cmp_to_key(cmp)))
print(sorted([0.1, float("inf"), -0.0, 0.0, -float("inf")]), sorted([3, 1, 2], key=None))
print(max([]) if False else max([], default="none"), max(3, 1, 4, key=lambda v: -v), min("bca"), max({"x": 1, "y": 0}))
try:
    max([])
except ValueError as e:
    print(e)
try:
    min()
except TypeError as e:
    print(e)
lst = [5, 2, 8]; r = lst.sort(); print(r, lst, sorted((3, 1)), sorted({3: 0, 1: 0}.keys()))
