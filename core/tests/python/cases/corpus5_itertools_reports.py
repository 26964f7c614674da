from itertools import groupby, accumulate, zip_longest, islice, tee, chain, product, permutations, combinations, combinations_with_replacement, count, cycle, repeat, starmap, compress, dropwhile, filterfalse, pairwise
import operator
sales = [("2024-01", "east", 100), ("2024-01", "west", 80), ("2024-02", "east", 120), ("2024-02", "west", 60), ("2024-02", "north", 30), ("2024-03", "east", 90)]
for month, grp in groupby(sales, key=lambda r: r[0]):
    grp = list(grp)
    print(month, len(grp), sum(r[2] for r in grp))
by_region = sorted(sales, key=operator.itemgetter(1))
print({k: [r[2] for r in g] for k, g in groupby(by_region, operator.itemgetter(1))})
print(list(accumulate([r[2] for r in sales])), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3, 4], operator.mul, initial=10)))
print(list(zip_longest("abc", [1, 2], fillvalue="-")))
a, b = tee(iter(range(5)))
print(list(a), list(islice(b, 1, None, 2)))
print(list(pairwise("abcd")), list(islice(count(10, 5), 4)), list(islice(cycle("xy"), 5)))
print(list(product("ab", repeat=2)), len(list(permutations(range(4), 2))))
print(list(combinations("abcd", 2)), list(combinations_with_replacement([1, 2, 3], 2))[:4])
print(list(starmap(pow, [(2, 3), (3, 2), (10, 0)])), list(repeat("z", 3)))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(filterfalse(str.isdigit, "a1b2c3")), list(chain.from_iterable(["ab", "cd"])))
print(["".join(g) for _, g in groupby("aaabccdddd")], [(k, len(list(g))) for k, g in groupby("aaabccdddd")])
def rle(s):
    return "".join(f"{len(list(g))}{k}" for k, g in groupby(s))
print(rle("WWWWBBBWWWWWWWW"))
windows = lambda xs, n: zip(*(islice(xs, i, None) for i in range(n)))
print(list(windows([1, 2, 3, 4, 5], 3)))
def batched(it, n):
    it = iter(it)
    while chunk := list(islice(it, n)):
        yield chunk
print(list(batched(range(7), 3)))
print(dict(zip_longest(["x", "y", "z"], [1])), list(zip(*[(1, "a"), (2, "b")])))
print(sum(1 for _ in combinations(range(10), 3)), next(islice(permutations("abc"), 3, None)))
