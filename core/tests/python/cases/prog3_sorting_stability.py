from operator import itemgetter, attrgetter, methodcaller
records = [("bob", "eng", 85), ("amy", "ops", 92), ("cat", "eng", 92), ("dan", "ops", 85), ("eve", "eng", 70), ("fay", "hr", 92)]
print(sorted(records, key=itemgetter(2)))
print(sorted(records, key=itemgetter(2), reverse=True))
by_dept = sorted(sorted(records, key=itemgetter(2), reverse=True), key=itemgetter(1))
print(by_dept)
print(sorted(records, key=lambda r: (-r[2], r[0])))
print(sorted(records, key=itemgetter(1, 0)))
class Emp:
    def __init__(self, name, age):
        self.name, self.age = name, age
    def __repr__(self):
        return f"{self.name}({self.age})"
emps = [Emp("z", 30), Emp("a", 25), Emp("m", 30), Emp("b", 25)]
print(sorted(emps, key=attrgetter("age")), sorted(emps, key=attrgetter("age", "name")))
print(sorted(["Banana", "apple", "Cherry", "apple2"], key=str.lower), sorted(["b", "A", "a", "B"]))
print(sorted(["  x", "y ", " z"], key=methodcaller("strip")))
nums = [3, -1, 2, -3, 1, -2]
print(sorted(nums, key=abs), sorted(nums, key=abs, reverse=True), max(nums, key=abs), min(nums, key=abs))
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len), sorted(set(words)), sorted(words, key=lambda w: (len(w), w)))
l = [5, 2, 9, 1]
l.sort(); print(l)
l.sort(reverse=True); print(l)
print(sorted("hello"), sorted((3, 1, 2)), sorted({"b": 1, "a": 2}), sorted({"b": 1, "a": 2}.items(), key=itemgetter(1)))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    sorted([1, 2], key=lambda x: None)
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([[2, "b"], [1, "z"], [2, "a"]]), sorted([(1, 2), (1,), ()]))
print(sorted([0.5, float("-inf"), 3, True, -2]), max([], default="empty"), min("bca"), max(3, 1, 2), max([("a", 2), ("b", 1)], key=itemgetter(1)))
data = [{"n": "x", "s": 3}, {"n": "y"}, {"n": "z", "s": 1}]
print([d["n"] for d in sorted(data, key=lambda d: d.get("s", float("inf")))])
ranked = sorted(enumerate([40, 10, 40, 30]), key=lambda p: p[1], reverse=True)
print(ranked)
def natural_key(s):
    import re
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]
print(sorted(["file10.txt", "File2.txt", "file1.txt", "file20b.txt", "file2a.txt"], key=natural_key))
