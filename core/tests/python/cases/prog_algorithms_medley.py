import heapq
from bisect import insort
from functools import lru_cache


class RunningMedian:
    def __init__(self):
        self.lo = []  # max-heap (negated)
        self.hi = []  # min-heap

    def add(self, x):
        if self.lo and x > -self.lo[0]:
            heapq.heappush(self.hi, x)
        else:
            heapq.heappush(self.lo, -x)
        if len(self.lo) > len(self.hi) + 1:
            heapq.heappush(self.hi, -heapq.heappop(self.lo))
        elif len(self.hi) > len(self.lo):
            heapq.heappush(self.lo, -heapq.heappop(self.hi))

    def median(self):
        if len(self.lo) > len(self.hi):
            return -self.lo[0]
        return (-self.lo[0] + self.hi[0]) / 2


rm = RunningMedian()
out = []
for x in [5, 15, 1, 3, 8, 7, 9, 10, 20, 2]:
    rm.add(x)
    out.append(rm.median())
print(out)


def merge_intervals(iv):
    merged = []
    for s, e in sorted(iv):
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    return merged


print(merge_intervals([(1, 3), (2, 6), (8, 10), (15, 18), (17, 20), (9, 9)]))


def spiral(m):
    out = []
    while m:
        out += m.pop(0)
        m = [list(r) for r in zip(*m)][::-1]
    return out


print(spiral([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]))


def compress(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(s[i] + (str(j - i) if j - i > 1 else ""))
        i = j
    r = "".join(out)
    return r if len(r) < len(s) else s


print([compress(s) for s in ["aabcccccaaa", "abc", "", "zzzzzzzzzzzz"]])


@lru_cache(maxsize=None)
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))


print([edit_distance(a, b) for a, b in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")]])


def lis(seq):
    tails, prev, idx = [], [None] * len(seq), []
    import bisect
    for i, x in enumerate(seq):
        k = bisect.bisect_left(tails, x)
        if k == len(tails):
            tails.append(x)
            idx.append(i)
        else:
            tails[k] = x
            idx[k] = i
        prev[i] = idx[k - 1] if k else None
    out, i = [], idx[-1] if idx else None
    while i is not None:
        out.append(seq[i])
        i = prev[i]
    return out[::-1]


print(lis([10, 9, 2, 5, 3, 7, 101, 18, 4, 19]), lis([]), lis([3, 2, 1]))


def knapsack(items, cap):
    best = [0] * (cap + 1)
    choice = [[] for _ in range(cap + 1)]
    for name, w, v in items:
        for c in range(cap, w - 1, -1):
            if best[c - w] + v > best[c]:
                best[c] = best[c - w] + v
                choice[c] = choice[c - w] + [name]
    return best[cap], choice[cap]


print(knapsack([("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
                ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)], 200))


def primes_upto(n):
    sieve = bytearray([1]) * (n + 1)
    sieve[:2] = b"\x00\x00"
    for p in range(2, int(n ** 0.5) + 1):
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, n + 1, p)))
    return [i for i, f in enumerate(sieve) if f]


ps = primes_upto(200)
print(len(ps), ps[-5:], sum(ps))
sorted_list = []
for v in [5, 1, 4, 1, 5, 9, 2, 6]:
    insort(sorted_list, v)
print(sorted_list)
