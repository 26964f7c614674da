from itertools import groupby, accumulate, chain, islice, count, zip_longest, product, starmap, tee
from operator import itemgetter, add, mul
sales = [("2024-01", "north", 120), ("2024-01", "south", 80), ("2024-02", "north", 95), ("2024-02", "south", 130),
         ("2024-02", "east", 40), ("2024-03", "north", 150)]
for month, rows in groupby(sales, key=itemgetter(0)):
    rows = list(rows)
    print(month, len(rows), sum(r[2] for r in rows), max(rows, key=itemgetter(2))[1])
by_region = sorted(sales, key=itemgetter(1))
print({k: [r[2] for r in g] for k, g in groupby(by_region, itemgetter(1))})
monthly = [sum(r[2] for r in g) for _, g in groupby(sales, itemgetter(0))]
print(monthly, list(accumulate(monthly)), list(accumulate(monthly, max)), list(accumulate(monthly, lambda a, b: round((a + b) / 2, 1))))
print(list(accumulate(range(1, 6), mul)), list(accumulate("abc")), list(accumulate([[1], [2]], add)))
g = groupby("aaabbc")
k1, grp1 = next(g)
k2, grp2 = next(g)
print(k1, list(grp1), k2, list(grp2), [(k, list(v)) for k, v in g])
runs = [(k, sum(1 for _ in v)) for k, v in groupby([1, 1, 0, 0, 0, 1, 0, 1, 1, 1])]
print(runs, max(n for k, n in runs if k == 1))
def chunked(it, n):
    it = iter(it)
    return iter(lambda: list(islice(it, n)), [])
print(list(chunked(range(10), 4)), list(chunked([], 3)))
def grouper(iterable, n, fill=None):
    args = [iter(iterable)] * n
    return list(zip_longest(*args, fillvalue=fill))
print(grouper("ABCDEFG", 3, "x"), list(zip(*[iter(range(6))] * 2)))
print(list(islice(count(), 0, 20, 5)), list(product(range(2), "ab", repeat=1)), sum(starmap(mul, zip([1, 2, 3], [4, 5, 6]))))
a, b, c = tee(range(4), 3)
next(b); next(c); next(c)
print(list(zip(a, b, c)))
def window_avg(xs, n):
    its = tee(xs, n)
    for i, it in enumerate(its):
        for _ in range(i):
            next(it, None)
    return [sum(w) / n for w in zip(*its)]
print(window_avg([1, 2, 3, 4, 5, 6], 3))
def flatten(nested):
    for x in nested:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, (2, [3, 4]), [[5]], 6])), list(chain(*[[1], [2, 3]])))
words = ["apple", "Bob", "cat", "Alice", "bear", "Cow"]
print([(k, sorted(g)) for k, g in groupby(sorted(words, key=str.lower), key=lambda w: w[0].lower())])
def iter_except(fn, exc):
    try:
        while True:
            yield fn()
    except exc:
        pass
stack = [1, 2, 3]
print(list(iter_except(stack.pop, IndexError)), stack)
it = iter([1, 2, 3, 4, 5])
print(list(zip(it, it)), list(it))
print(list(iter(iter([9, 8]).__next__, 8)))
