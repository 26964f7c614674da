import random
def bubble(a):
    a = a[:]
    n = len(a)
    swaps = 0
    for i in range(n):
        done = True
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps += 1
                done = False
        if done:
            break
    return a, swaps
def insertion(a):
    a = list(a)
    for i in range(1, len(a)):
        k, j = a[i], i - 1
        while j >= 0 and a[j] > k:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = k
    return a
def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    l, r = merge_sort(a[:mid]), merge_sort(a[mid:])
    out, i, j = [], 0, 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            out.append(l[i]); i += 1
        else:
            out.append(r[j]); j += 1
    return out + l[i:] + r[j:]
def quick(a):
    if len(a) < 2:
        return a
    p, *rest = a
    return quick([x for x in rest if x < p]) + [p] + quick([x for x in rest if x >= p])
def heap_sort(a):
    a = a[:]
    def sift(start, end):
        root = start
        while 2 * root + 1 <= end:
            child = 2 * root + 1
            if child + 1 <= end and a[child] < a[child + 1]:
                child += 1
            if a[root] < a[child]:
                a[root], a[child] = a[child], a[root]
                root = child
            else:
                return
    for s in range(len(a) // 2 - 1, -1, -1):
        sift(s, len(a) - 1)
    for end in range(len(a) - 1, 0, -1):
        a[0], a[end] = a[end], a[0]
        sift(0, end - 1)
    return a
def counting(a):
    lo, hi = min(a), max(a)
    cnt = [0] * (hi - lo + 1)
    for x in a:
        cnt[x - lo] += 1
    return [i + lo for i, c in enumerate(cnt) for _ in range(c)]
def selection(a):
    a = a[:]
    for i in range(len(a)):
        m = min(range(i, len(a)), key=a.__getitem__)
        a[i], a[m] = a[m], a[i]
    return a
data = [29, -3, 7, 7, 0, 15, -10, 42, 8, 1]
print(bubble(data), insertion(data) == sorted(data))
for f in (merge_sort, quick, heap_sort, counting, selection):
    print(f.__name__, f(data), f([]) if f is not counting else "-", f([1]))
rng = random.Random(7)
big = [rng.randint(-1000, 1000) for _ in range(300)]
print(all(f(big) == sorted(big) for f in (merge_sort, quick, heap_sort, counting, selection, insertion)))
people = [("amy", 30), ("bo", 25), ("cy", 30), ("di", 25), ("ed", 35)]
print(sorted(people, key=lambda p: p[1]), sorted(people, key=lambda p: p[1], reverse=True))
print(merge_sort([(p[1], i, p[0]) for i, p in enumerate(people)])[:3])
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=lambda w: (w.lower(), w)), sorted(words, key=len))
a = [3, 1, 2]
print(a.sort(), a, sorted("hello"), sorted({3: "a", 1: "b"}), sorted((3, 1), reverse=True), list(reversed(a)))
try:
    sorted([1, "a"])
except TypeError as e:
    print(e)
try:
    [None, 1].sort()
except TypeError as e:
    print(e)
