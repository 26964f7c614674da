import bisect
def bsearch(a, x):
    lo, hi = 0, len(a) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if a[mid] == x:
            return mid, steps
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps
arr = list(range(0, 100, 3))
for x in (0, 33, 99, 50, -1, 100):
    print(x, bsearch(arr, x), bisect.bisect_left(arr, x), bisect.bisect_right(arr, x))
def first_true(lo, hi, pred):
    while lo < hi:
        mid = (lo + hi) // 2
        if pred(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo
print(first_true(0, 10 ** 6, lambda n: n * n >= 123456789), first_true(0, 100, lambda n: False))
def isqrt_newton(n):
    x = n
    y = (x + 1) // 2
    while y < x:
        x, y = y, (y + n // y) // 2
    return x
print(isqrt_newton(10 ** 30 + 12345), isqrt_newton(99), isqrt_newton(2 ** 127))
def sqrt_bisect(v, eps=1e-10):
    lo, hi = 0.0, max(1.0, v)
    while hi - lo > eps:
        mid = (lo + hi) / 2
        if mid * mid < v:
            lo = mid
        else:
            hi = mid
    return round(lo, 8)
print(sqrt_bisect(2), sqrt_bisect(0.25), sqrt_bisect(1e6))
grades = [(60, "D"), (70, "C"), (80, "B"), (90, "A")]
def grade(score, bps=[60, 70, 80, 90], letters="FDCBA"):
    return letters[bisect.bisect(bps, score)]
print([grade(s) for s in (33, 60, 69, 70, 89, 90, 100)])
sorted_list = []
for v in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(sorted_list, v)
print(sorted_list, bisect.bisect_left(sorted_list, 5), bisect.bisect_right(sorted_list, 5), bisect.bisect(sorted_list, 5, 0, 3))
recs = [("a", 1), ("b", 4), ("c", 9)]
print(bisect.bisect_left(recs, 4, key=lambda r: r[1]), bisect.bisect_right([r[1] for r in recs], 9))
bisect.insort(recs, ("x", 5), key=lambda r: r[1])
print(recs)
def search_rotated(a, t):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        m = (lo + hi) // 2
        if a[m] == t:
            return m
        if a[lo] <= a[m]:
            if a[lo] <= t < a[m]:
                hi = m - 1
            else:
                lo = m + 1
        else:
            if a[m] < t <= a[hi]:
                lo = m + 1
            else:
                hi = m - 1
    return -1
rot = [15, 18, 22, 3, 5, 9, 12]
print([search_rotated(rot, t) for t in (3, 15, 12, 22, 7)])
def count_range(a, lo, hi):
    return bisect.bisect_right(a, hi) - bisect.bisect_left(a, lo)
print(count_range(sorted_list, 2, 5), count_range(sorted_list, 10, 20))
