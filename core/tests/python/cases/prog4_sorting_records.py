# Sorting: keys, stability, multi-key, cmp_to_key, operator helpers
from functools import cmp_to_key
from operator import itemgetter, attrgetter, methodcaller

people = [("alice", 31, "NYC"), ("bob", 25, "LA"), ("carol", 31, "SF"), ("dave", 25, "NYC"), ("eve", 40, "LA")]
print(sorted(people, key=itemgetter(1)))
print(sorted(people, key=itemgetter(1, 0), reverse=True))
by_city = sorted(people, key=itemgetter(2))
print([p[0] for p in sorted(by_city, key=itemgetter(1))])
print(sorted(people, key=lambda p: (-p[1], p[0])))

class Emp:
    def __init__(self, name, dept, salary):
        self.name, self.dept, self.salary = name, dept, salary
    def __repr__(self):
        return f"Emp({self.name})"
emps = [Emp("z", "eng", 100), Emp("y", "ops", 90), Emp("x", "eng", 120), Emp("w", "ops", 90)]
print(sorted(emps, key=attrgetter("dept", "salary")))
print(sorted(emps, key=attrgetter("name")))

def cmp_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
words = ["pear", "fig", "banana", "kiwi", "apple", "date"]
print(sorted(words, key=cmp_to_key(cmp_len_then_alpha)))
print(sorted(words, key=methodcaller("count", "a")))
print(sorted(words, key=len, reverse=True))
mixed = ["b", "A", "c", "B", "a"]
print(sorted(mixed), sorted(mixed, key=str.lower), sorted(mixed, key=str.casefold, reverse=True))
nums = [3.5, -1, 2, -7.25, 0, 10]
print(sorted(nums, key=abs), sorted(nums)[::-1])
lst = [5, 2, 9, 1]
print(lst.sort(), lst)
lst.sort(key=lambda v: -v)
print(lst)
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
print(sorted({"b": 1, "a": 2}.items(), key=itemgetter(1)))
print(sorted("hello world"), "".join(sorted(set("mississippi"))))
print(sorted([(1, "b"), (1, "a"), (0, "z")]))
print(sorted([[2, 1], [1, 2, 3], [1, 2]]))
print(min([], default="empty"), max([3, 1, 2], key=lambda v: -v))
ranks = {name: i for i, (name, *_) in enumerate(sorted(people, key=itemgetter(1)), 1)}
print(ranks)
print(sorted(range(10), key=lambda v: v % 3))
print(list(reversed(sorted([1, 3, 2]))))
