from operator import itemgetter, attrgetter, methodcaller
people = [("alice", 30, "NY"), ("bob", 25, "LA"), ("carol", 30, "LA"), ("dave", 25, "NY"), ("eve", 35, "SF"), ("frank", 30, "NY")]
print(sorted(people, key=itemgetter(1)))
print(sorted(people, key=itemgetter(2, 1)))
by_city = sorted(people, key=itemgetter(2))
print(sorted(by_city, key=itemgetter(1), reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
class Emp:
    def __init__(self, name, dept, salary):
        self.name, self.dept, self.salary = name, dept, salary
    def __repr__(self):
        return f"{self.name}:{self.dept}:{self.salary}"
emps = [Emp("z", "eng", 100), Emp("a", "ops", 90), Emp("m", "eng", 100), Emp("b", "eng", 80)]
print(sorted(emps, key=attrgetter("dept", "salary")), sorted(emps, key=attrgetter("salary"), reverse=True))
print(sorted(["Banana", "apple", "cherry", "Apple"]), sorted(["Banana", "apple", "cherry", "Apple"], key=str.casefold))
print(sorted(["a10", "a2", "a1", "b1"], key=lambda s: (s[0], int(s[1:]))), sorted("hello world".split(), key=methodcaller("count", "l")))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
print(sorted(nums, key=abs), sorted(nums, key=lambda x: x % 3), max(nums, key=abs), min(nums, key=lambda x: (x % 2, x)))
l = [5, 2, 8, 2]
l.sort(reverse=True); print(l)
l.sort(key=lambda x: -x, reverse=True); print(l)
print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted([[2, 1], [1, 2, 3], [1, 2]]), sorted([3.5, 1, True, 2.0]))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([{"a": 1}, {"a": 2}])
except TypeError as e:
    print("TypeError:", e)
print(sorted({"b": 2, "a": 1, "c": 0}), sorted({"b": 2, "a": 1}.items(), key=itemgetter(1)), sorted(range(5), reverse=True))
words = "the cat sat on the mat with a hat".split()
print(sorted(set(words), key=lambda w: (len(w), w)), sorted(words, key=len))
import functools
def cmp(a, b):
    return (a > b) - (a < b) if a % 2 == b % 2 else (1 if a % 2 else -1)
print(sorted(range(10), key=functools.cmp_to_key(cmp)))
print(sorted([float("nan"), 1, 0])[1:] if False else "nan-skip", sorted([], key=len), sorted("cba"), sorted((3, 1, 2)))
data = list(range(20))
data.sort(key=lambda x: x % 4)
print(data)
print(list(reversed(sorted([1, 3, 2]))), sorted([1, 3, 2])[::-1], sorted(["b", "a"], key=None))
