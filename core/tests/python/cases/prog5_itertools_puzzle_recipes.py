# itertools recipes in a puzzle solver: batching, windows, powersets, round robin
from itertools import (accumulate, chain, combinations, combinations_with_replacement, compress, count, cycle,
                       dropwhile, filterfalse, groupby, islice, pairwise, permutations, product, repeat, starmap,
                       takewhile, tee, zip_longest)
import operator, collections

def take(n, it): return list(islice(it, n))
def batched(it, n):
    it = iter(it)
    while b := tuple(islice(it, n)):
        yield b
def sliding(it, n):
    it = iter(it)
    w = collections.deque(islice(it, n - 1), maxlen=n)
    for x in it:
        w.append(x)
        yield tuple(w)
def roundrobin(*its):
    nexts = cycle(iter(i).__next__ for i in its)
    pending = len(its)
    while pending:
        try:
            for nx in nexts:
                yield nx()
        except StopIteration:
            pending -= 1
            nexts = cycle(islice(nexts, pending))
def powerset(s):
    s = list(s)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))
def unique_everseen(it, key=None):
    seen = set()
    for x in it:
        k = x if key is None else key(x)
        if k not in seen:
            seen.add(k); yield x
def partition(pred, it):
    a, b = tee(it)
    return list(filterfalse(pred, a)), list(filter(pred, b))

print(list(batched("ABCDEFG", 3)), list(sliding(range(6), 3)), list(roundrobin("ABC", "D", "EF")))
print(list(powerset([1, 2, 3])), list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
print(partition(lambda x: x % 2, range(10)))
print(take(5, accumulate(count(1), operator.mul)), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], initial=100)))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(takewhile(str.isalpha, "abc1de")))
print([(k, len(list(g))) for k, g in groupby("aaabccdddd")], [(k, list(g)) for k, g in groupby([1, 3, 2, 4, 5], key=lambda x: x % 2)])
print(list(pairwise("abcd")), list(starmap(pow, [(2, 5), (3, 2)])), list(zip_longest("ab", [1, 2, 3], fillvalue="-")), take(3, repeat("x")))
print(list(product("ab", repeat=2)), len(list(permutations(range(5), 3))), list(combinations_with_replacement("ab", 2)))
# puzzle: SEND+MORE=MONEY-ish small version: find digits A,B,C distinct with AB + BA = CC
sols = [(a, b, c) for a, b, c in permutations(range(1, 10), 3) if (10 * a + b) + (10 * b + a) == 11 * c]
print(len(sols), sols[:4])
# coin change counting with product
coins = [1, 5, 10]
ways = sum(1 for n in product(range(11), range(3), range(2)) if sum(map(operator.mul, n, coins)) == 10)
print("ways", ways)
# groupby on sorted records
recs = [("fruit", "apple"), ("veg", "leek"), ("fruit", "fig"), ("nut", "pecan"), ("veg", "kale")]
for k, g in groupby(sorted(recs), key=operator.itemgetter(0)):
    print(k, [n for _, n in g])
a, b = tee(iter([1, 2, 3]))
print(next(a), list(b), list(a))
it = count(10, 2.5)
print(next(it), next(it), repr(it) if False else "", take(3, count(start=-1, step=-1)))
print(list(islice(range(20), 2, 15, 4)), list(islice("abc", None)), list(chain([1], (2, 3), "45")))
try:
    list(islice("abc", -1))
except ValueError as e:
    print("ValueError", e)
print(list(zip("abc", count())), dict(zip_longest("ab", ())), sum(1 for _ in combinations(range(20), 3)))
print(list(map(operator.add, [1, 2, 3], [10, 20, 30])), list(filter(None, [0, 1, "", "a", None])), list(enumerate("ab", start=5)))
try:
    list(zip([1, 2], [3], strict=True))
except ValueError as e:
    print("ValueError", e)
try:
    list(zip([1], [3, 4], [5], strict=True))
except ValueError as e:
    print("ValueError", e)
