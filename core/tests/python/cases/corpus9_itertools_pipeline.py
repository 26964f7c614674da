import itertools as it
import operator
from functools import reduce, partial
import heapq
import bisect

LOG = """2024-01-01 10:00 INFO  api     request ok 12ms
2024-01-01 10:01 WARN  api     slow request 950ms
2024-01-01 10:01 INFO  db      query 40ms
2024-01-01 10:02 ERROR db      timeout 5000ms
2024-01-01 10:02 INFO  api     request ok 15ms
2024-01-01 10:03 INFO  cache   hit 1ms
2024-01-01 10:03 ERROR api     crash 0ms
2024-01-01 10:04 INFO  db      query 35ms
2024-01-01 10:05 WARN  cache   evict 2ms"""


def parse(lines):
    for line in lines:
        d, t, level, svc, *msg = line.split()
        yield {"ts": f"{d}T{t}", "level": level, "svc": svc, "msg": " ".join(msg[:-1]), "ms": int(msg[-1][:-2])}


def where(pred, rows):
    return (r for r in rows if pred(r))


rows = list(parse(LOG.splitlines()))
slow = list(where(lambda r: r["ms"] >= 40, rows))
print([(r["svc"], r["ms"]) for r in slow])
key = operator.itemgetter("svc")
for svc, grp in it.groupby(sorted(rows, key=key), key):
    grp = list(grp)
    print(f"{svc:6} n={len(grp)} total={sum(r['ms'] for r in grp):5d} levels={''.join(sorted({r['level'][0] for r in grp}))}")
print(list(it.accumulate(r["ms"] for r in rows)))
print(list(it.accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)), list(it.accumulate([1, 2, 3], initial=100)))
print(list(it.pairwise(r["ts"][-5:] for r in rows))[:3])
print(list(it.islice(it.count(10, 5), 3, 8)), list(it.islice("abcdefg", None, None, 3)))
print(list(it.takewhile(lambda r: r["level"] != "ERROR", rows))[-1]["ts"], next(it.dropwhile(lambda r: r["level"] != "ERROR", rows))["msg"])
print(list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(it.filterfalse(str.isdigit, "a1b2c3")))
print(list(it.starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(it.zip_longest("ab", [1, 2, 3], fillvalue="-")))
print(list(it.chain.from_iterable(["ab", (1, 2), {"k": 0}])), list(it.repeat("x", 3)))
print(["".join(p) for p in it.product("ab", "xy", repeat=1)], len(list(it.product(range(3), repeat=4))))
print(list(it.combinations("ABCD", 2)), list(it.combinations_with_replacement("AB", 3)))
print(list(it.permutations(range(3), 2)))
a, b = it.tee(iter(range(5)))
print(next(a), next(a), list(b), list(a))
print(list(it.islice(it.cycle("RGB"), 7)))
batches = [list(g) for _, g in it.groupby(enumerate(range(10)), lambda p: p[0] // 4)]
print([[v for _, v in bt] for bt in batches])


def chunked(iterable, n):
    itr = iter(iterable)
    while chunk := tuple(it.islice(itr, n)):
        yield chunk


print(list(chunked("abcdefgh", 3)))
print(reduce(operator.mul, range(1, 11)), reduce(lambda acc, x: acc * 10 + x, [1, 2, 3], 0))
pow2 = partial(pow, 2)
print(list(map(pow2, range(8))), pow2.func.__name__, pow2.args)
streams = [[1, 5, 9], [2, 3, 10], [0, 7]]
print(list(heapq.merge(*streams)), list(heapq.merge(["b", "Cc", "aaa"], ["D", "ee"], key=len)))
print(heapq.nlargest(3, rows, key=lambda r: r["ms"])[0]["msg"], heapq.nsmallest(2, [5, 1, 4, 1, 3]))
scores = [(55, "F"), (65, "D"), (75, "C"), (85, "B"), (101, "A")]
cuts = [s for s, _ in scores]
print([scores[bisect.bisect_right(cuts, x)][1] for x in (30, 55, 70, 99, 100)])
data = [10, 20, 30]
bisect.insort(data, 25)
bisect.insort_left(data, 20)
print(data, bisect.bisect_left(data, 20), bisect.bisect(data, 20))
recs = sorted([("b", 2), ("a", 9), ("c", 5)], key=lambda p: p[1])
bisect.insort(recs, ("z", 6), key=lambda p: p[1])
print(recs)
sq = (x * x for x in range(6))
print(sum(sq), sum(sq), any(x > 3 for x in range(5)), all([]), max([], default="empty"), min("hello", key=ord))
print(list(zip(*[iter(range(9))] * 3)), dict(zip("abc", it.count())), list(enumerate("xyz", start=-1)))
try:
    list(zip([1, 2], [3], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1], [3, 4], "ab", strict=True))
except ValueError as e:
    print("ValueError:", e)
print(sorted(rows, key=lambda r: (-r["ms"], r["svc"]))[1]["ts"], list(reversed(range(2, 12, 3))))
print(list(map(operator.add, [1, 2, 3], [10, 20])), list(filter(None, [0, 1, "", "a", None, [], [0]])))
