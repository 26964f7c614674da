import bisect
from bisect import bisect_left, bisect_right

a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 3, 4, 8, 9]:
    print(x, bisect_left(a, x), bisect_right(a, x), bisect.bisect(a, x))
print(bisect_left([], 5), bisect_right([], 5))
print(bisect_left(a, 2, 2), bisect_left(a, 2, 4), bisect_right(a, 2, 0, 2))
print(bisect_left(a, 8, 0, 3), bisect_right(a, 0, 3, 5))
print(bisect_left(a, 5, lo=1, hi=None), bisect_right(a, 5, hi=len(a)))
print(bisect_right(a, 2, 5, 3))
# a grade table, the classic use
def grade(score, breakpoints=[60, 70, 80, 90], grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
words = ["apple", "fig", "kiwi", "banana", "cherry"]
words.sort(key=len)
print(words)
print(bisect_left(words, 4, key=len), bisect_right(words, 4, key=len), bisect_left(words, 6, key=len))
recs = [("a", 1), ("b", 3), ("c", 3), ("d", 7)]
print(bisect_left(recs, 3, key=lambda r: r[1]), bisect_right(recs, 3, key=lambda r: r[1]))
print(bisect_left("abdeg", "c"), bisect_right((1.0, 2.5, 2.5), 2.5))
print(bisect_left(range(0, 100, 3), 50))
try:
    bisect_left(a, 1, -1)
except ValueError as e:
    print("ValueError:", e)
bisect_right(a, 3, lo=-5)
