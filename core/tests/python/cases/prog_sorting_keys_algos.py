from operator import itemgetter, attrgetter
from functools import cmp_to_key
from dataclasses import dataclass

people = [("alice", 30, "NYC"), ("bob", 25, "LA"), ("carol", 30, "LA"), ("dave", 25, "NYC"), ("eve", 35, "SF")]
print(sorted(people, key=itemgetter(1)))
print(sorted(people, key=itemgetter(1, 0), reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[2], p[0])))
s = sorted(people, key=itemgetter(0), reverse=True)
s.sort(key=itemgetter(1))
print([p[0] for p in s], "(stable)")


@dataclass
class Student:
    name: str
    grade: int
    score: float


roster = [Student("Zed", 10, 88.5), Student("amy", 11, 92.0), Student("Bo", 10, 92.0), Student("cal", 11, 75.25)]
print([st.name for st in sorted(roster, key=attrgetter("grade", "score"))])
print([st.name for st in sorted(roster, key=lambda st: st.name)], [st.name for st in sorted(roster, key=lambda st: st.name.lower())])
print(max(roster, key=attrgetter("score")).name, min(roster, key=lambda st: (st.score, st.name)).name)
mixed = ["10", "9", "100", "1a", "b", "B", "a"]
print(sorted(mixed), sorted(mixed, key=len), sorted(mixed, key=str.casefold))


def natural_key(s):
    import re
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]


files = ["file10.txt", "file2.txt", "File1.txt", "file1b.txt", "file20.txt", "file3.TXT"]
print(sorted(files), sorted(files, key=natural_key))


def by_parity_then_desc(a, b):
    if a % 2 != b % 2:
        return -1 if a % 2 == 0 else 1
    return b - a


print(sorted(range(10), key=cmp_to_key(by_parity_then_desc)))
nums = [3.5, -1, 2, float("inf"), 0, -0.0, 1e-9]
print(sorted(nums), sorted(nums, key=abs), sorted(nums, reverse=True))
print(sorted("Mississippi"), sorted(set("Mississippi")), "".join(sorted("hello", reverse=True)))
print(sorted({"b": 1, "a": 2}), sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]))
print(sorted([[2, 1], [1, 2, 3], [1, 2], [2]]), sorted([(1, "b"), (1, "a"), (0, "z")]))
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([None, 1])
except TypeError as e:
    print("TypeError:", e)


def bubble(a):
    a = list(a)
    swaps = 0
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps += 1
    return a, swaps


def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    return out + left[i:] + right[j:]


def quicksort(a):
    if len(a) < 2:
        return a
    pivot, *rest = a
    return quicksort([x for x in rest if x < pivot]) + [pivot] + quicksort([x for x in rest if x >= pivot])


data = [38, 27, 43, 3, 9, 82, 10, 3]
print(bubble(data), merge_sort(data), quicksort(data), data)
lst = [5, 2, 9]
print(lst.sort(), lst, list(reversed(lst)), lst[::-1])
lst.reverse()
print(lst, sorted(lst) == sorted(lst, key=None))
words = "The quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=lambda w: (len(w), w.lower())))
print(sorted(words, key=len, reverse=True)[:3], max(words, key=len), min(words))
ranks = {name: i for i, (name, *_) in enumerate(sorted(people, key=lambda p: p[1], reverse=True), 1)}
print(ranks)
