from operator import itemgetter, attrgetter, methodcaller
import functools
people = [("alice", 30, "NY"), ("bob", 25, "LA"), ("carol", 30, "LA"), ("dave", 25, "NY"), ("eve", 35, "SF")]
print(sorted(people, key=itemgetter(1)))
print(sorted(people, key=itemgetter(2, 1)))
print(sorted(people, key=lambda p: (-p[1], p[0])))
by_city = sorted(people, key=itemgetter(2))
print(sorted(by_city, key=itemgetter(1), reverse=True))
class Emp:
    def __init__(self, name, dept, sal):
        self.name, self.dept, self.sal = name, dept, sal
    def __repr__(self): return self.name
emps = [Emp("z", "b", 3), Emp("y", "a", 3), Emp("x", "b", 1), Emp("w", "a", 2)]
print(sorted(emps, key=attrgetter("dept", "sal")), sorted(emps, key=attrgetter("sal"), reverse=True))
words = ["Banana", "apple", "cherry", "Apple", "banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=methodcaller("count", "a")))
lst = [5, 3, 8, 1]
lst.sort(reverse=True)
print(lst, lst.sort(), lst)
print(sorted([3, 1, 2], key=None), sorted("b1a2"), sorted([[2, 1], [1, 2], [1]]), sorted({"b": 1, "a": 2}))
print(sorted([-3, 2, -1, 0], key=abs), sorted([1.5, -0.5, True, 0], key=float), max(["aa", "b", "ccc"], key=len), min([], default="none"))
print(max(3, 7, 5), max([1, 7, 7], key=lambda v: -v), min("hello", key=ord), max([(1, "b"), (1, "a")]))
data = [{"n": "a", "s": 3}, {"n": "b", "s": 1}, {"n": "c", "s": 3}, {"n": "d", "s": 2}]
print([d["n"] for d in sorted(data, key=itemgetter("s"), reverse=True)])
print(itemgetter(0, -1)("abcdef"), itemgetter(slice(1, 3))("abcdef"), attrgetter("real", "imag")(3 + 4j))
def cmp_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
print(sorted(words, key=functools.cmp_to_key(cmp_len_then_rev)))
try:
    sorted([1, 2], key=lambda v: None if v == 1 else 2)
except TypeError as e:
    print(e)
pairs = list(zip([3, 1, 2, 1, 3], "abcde"))
print(sorted(pairs, key=itemgetter(0)), sorted(pairs, key=itemgetter(0), reverse=True))
import heapq, bisect
print(heapq.nsmallest(3, people, key=itemgetter(1)), heapq.nlargest(2, [4, 1, 9, 7]))
scores = [40, 60, 70, 85, 90]
print([("FDCBA"[bisect.bisect(scores, s) - 1] if s >= 40 else "F") for s in [33, 60, 89, 90, 100]])
print(bisect.bisect_left([1, 2, 2, 3], 2), bisect.bisect_right([1, 2, 2, 3], 2), bisect.bisect([10, 20], 15, key=None))
ins = []
for v in [5, 1, 4, 1, 3]:
    bisect.insort(ins, v)
print(ins)
rec = [("b", 2), ("a", 1)]
print(bisect.bisect_left(sorted(rec, key=itemgetter(1)), 2, key=itemgetter(1)))
nums = list(range(20))
import random
random.Random(3).shuffle(nums)
print(nums, sorted(nums, key=lambda v: (v % 3, -v)))
print(list(reversed(sorted("hello"))), "".join(sorted("Hello World", key=str.lower)))
print(sorted([0.1, float("inf"), -2, 3], reverse=True), sorted(["10", "9", "100"], key=int), sorted(["10", "9", "100"]))
