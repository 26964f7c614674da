import bisect
from bisect import insort, insort_left, insort_right

a = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    insort(a, x)
print(a)
b = [1.0, 2.0, 3.0]
insort_left(b, 2)
insort_right(b, 2)
print(b, [type(v).__name__ for v in b])
c = [0, 0, 0, 9, 9]
insort(c, 5, 1, 3)
print(c)
insort_left(c, 7, lo=4)
print(c)
people = [("ann", 25), ("bob", 31)]
insort(people, ("cy", 28), key=lambda p: p[1])
insort_left(people, ("dee", 31), key=lambda p: p[1])
insort_right(people, ("eve", 25), key=lambda p: p[1])
print(people)
s = ["b", "d"]
insort(s, "c")
insort(s, "a")
insort(s, "e")
print(s)
n = []
for i in range(20):
    insort(n, (i * 7) % 11)
print(n)
insort([], 1, lo=-1)
