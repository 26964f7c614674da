from operator import itemgetter, attrgetter, methodcaller
from collections import namedtuple

Emp = namedtuple("Emp", "name dept salary age")
staff = [Emp("ann", "eng", 120, 31), Emp("bob", "ops", 90, 45), Emp("cid", "eng", 120, 28),
         Emp("dee", "ops", 95, 39), Emp("eve", "hr", 70, 50), Emp("fay", "eng", 110, 28)]
for e in sorted(staff, key=attrgetter("dept", "name")):
    print(e.dept, e.name)
print([e.name for e in sorted(staff, key=lambda e: (-e.salary, e.age))])
print([e.name for e in sorted(sorted(staff, key=attrgetter("age")), key=attrgetter("dept"), reverse=True)])
rows = [("x", 3), ("y", 1), ("z", 2), ("w", 1)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)), max(rows, key=itemgetter(1)))
words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=methodcaller("casefold")), sorted(words, key=len, reverse=True))
print(sorted("hello world"), "".join(sorted("hello", reverse=True)), sorted({3: "c", 1: "a", 2: "b"}.items(), key=lambda kv: kv[1]))
nums = [5, -3, 2, -8, 0, 7]
print(sorted(nums, key=abs), sorted(nums, key=lambda n: (n < 0, n)), min(nums, key=abs), max(nums, default=None))
print(max([], default="empty"), min("zebra"), sorted([[2, 1], [1, 9], [1, 2]]), sorted([(1, "b"), (1, "a")]))
try:
    sorted([3, "a", 1])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([None, 1])
except TypeError as e:
    print("TypeError:", e)
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
data = [3, 1, 2]
data.sort(key=lambda x: -x)
print(data, data.sort(), data, sorted(data, reverse=True) is not data)
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e)
for dept in sorted(by_dept, key=lambda d: (-len(by_dept[d]), d)):
    members = by_dept[dept]
    avg = sum(m.salary for m in members) / len(members)
    print(f"{dept:<4}{len(members)} avg={avg:.1f} oldest={max(members, key=attrgetter('age')).name}")
version_list = ["1.10.0", "1.2.10", "1.2.9", "0.9", "1.2"]
print(sorted(version_list, key=lambda v: tuple(map(int, v.split(".")))))
print(list(reversed(sorted(set("mississippi")))), sorted([0.5, -1, 3, True, False]))
