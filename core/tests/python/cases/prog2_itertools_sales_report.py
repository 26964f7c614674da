"""A monthly sales report assembled with itertools: grouping, running totals, windows and combinations."""
import itertools as it
import operator
from collections import namedtuple

Sale = namedtuple("Sale", "month region rep amount")
RAW = """\
2024-01 east ana 120
2024-01 east ben 80
2024-01 west cy 200
2024-02 east ana 90
2024-02 west cy 150
2024-02 west dee 60
2024-03 east ben 300
2024-03 west dee 110
2024-03 west cy 40
"""
sales = [Sale(m, r, p, int(a)) for m, r, p, a in (l.split() for l in RAW.splitlines())]

monthly = [(m, sum(s.amount for s in grp)) for m, grp in it.groupby(sales, key=operator.attrgetter("month"))]
print(monthly)
print(list(it.accumulate(a for _, a in monthly)), list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], initial=100)))
print([(a[0], b[0], b[1] - a[1]) for a, b in it.pairwise(monthly)])

by_region = sorted(sales, key=lambda s: (s.region, s.rep))
for region, grp in it.groupby(by_region, key=lambda s: s.region):
    reps = {rep: sum(s.amount for s in g) for rep, g in it.groupby(grp, key=lambda s: s.rep)}
    print(region, reps)

def windows(seq, n):
    iters = it.tee(seq, n)
    for i, x in enumerate(iters):
        for _ in it.islice(x, i):
            pass
    return zip(*iters)

print([round(sum(w) / 3, 1) for w in windows([s.amount for s in sales], 3)])
print(list(it.islice(it.cycle("ABC"), 7)), list(it.repeat("x", 3)), list(it.islice(it.count(10, 5), 4)))
print(list(it.chain.from_iterable([[1, 2], (3,), "ab"])), list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(it.takewhile(lambda s: s.amount < 200, sales))[-1].rep, len(list(it.dropwhile(lambda s: s.month < "2024-03", sales))))
print(list(it.filterfalse(lambda x: x % 3, range(10))), list(it.starmap(pow, [(2, 5), (3, 2)])))
print(list(it.zip_longest("abc", [1], fillvalue="-")))
reps = sorted({s.rep for s in sales})
print(len(list(it.combinations(reps, 2))), list(it.combinations(reps, 3))[:2], list(it.permutations("ab")), len(list(it.product(reps, repeat=2))))
print(list(it.combinations_with_replacement([1, 2, 3], 2)))
targets = [t for t in it.combinations(sales, 2) if t[0].amount + t[1].amount == 200]
print([(a.rep, b.rep) for a, b in targets])
print(list(it.product("xy", [0, 1])), next(it.permutations(range(4), 2)))
budget = 350
best = max((c for r in range(1, 4) for c in it.combinations([s.amount for s in sales], r) if sum(c) <= budget), key=lambda c: (sum(c), -len(c)))
print(best, sum(best))
a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b), list(it.islice("abcdefg", 1, None, 2)))
for bad in [lambda: list(it.islice("abc", -1)), lambda: it.tee([], -1), lambda: list(it.permutations("abc", -1)), lambda: list(it.repeat(1, "x"))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
