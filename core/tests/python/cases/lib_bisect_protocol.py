# bisect: which comparisons are made (only <, in which order), odd bounds, names, errors.
import bisect

log = []
class K:
    def __init__(self, v): self.v = v
    def __lt__(self, o):
        log.append((self.v, o.v))
        return self.v < o.v
    def __repr__(self): return "K(%d)" % self.v

items = [K(v) for v in [1, 3, 3, 5, 9, 12]]
for fn in (bisect.bisect_left, bisect.bisect_right):
    log.clear()
    print(fn.__name__, fn(items, K(3)), log)
log.clear()
seq = list(items)
bisect.insort_left(seq, K(5)); bisect.insort(seq, K(0))
print(seq, len(log))
print(bisect.bisect([1, 2, 3], 2, 0, -1), bisect.bisect([1, 2, 3], 2, 0, -2),
      bisect.bisect_left([1, 2, 3], 2, 5), bisect.bisect_right([1, 2, 3], 9, 1, 2))
print(bisect.bisect.__name__, bisect.insort.__name__, bisect.bisect is bisect.bisect_right)
rows = [(1, "a"), (4, "b"), (4, "c")]
bisect.insort_right(rows, (4, "z"), key=lambda r: r[0])
bisect.insort_left(rows, (4, "y"), key=lambda r: r[0])
bisect.insort_left(rows, (0, "w"), 0, 1, key=lambda r: r[0])
print(rows)
for args in [([1, 2], 1, "0"), (5, 1), ([1, "a"], 2), ([1, 2], 1, -3)]:
    try:
        print(bisect.bisect_left(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
