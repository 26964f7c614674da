from itertools import (pairwise, groupby, accumulate, product, combinations_with_replacement, combinations,
    permutations, islice, chain, zip_longest, starmap, takewhile, dropwhile, compress, cycle, repeat, count, tee, filterfalse)
import operator

def batched(iterable, n):
    it = iter(iterable)
    while batch := tuple(islice(it, n)):
        yield batch

print(list(batched("ABCDEFG", 3)), list(pairwise([1, 4, 9, 16])), list(pairwise("a")))
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry", "apricot"], key=lambda s: s[0])
for k, g in groupby(data, key=lambda s: s[0]):
    print(k, list(g))
print([(k, len(list(g))) for k, g in groupby("aaabccdddd")])
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(accumulate([1, 2, 3], initial=100)), list(accumulate([], initial=5)))
print(list(accumulate([5, 3, 8], lambda a, b: a - b)))
print(list(product("ab", repeat=2)), len(list(product(range(3), repeat=3))))
print(list(product([1, 2], "xy", [True])))
print(list(combinations_with_replacement("ABC", 2)), list(combinations(range(4), 3)))
print(list(permutations("abc", 2)), list(permutations([])))
print(list(zip_longest("ab", [1, 2, 3], fillvalue="-")), list(starmap(pow, [(2, 5), (3, 2)])))
print(list(takewhile(lambda x: x < 5, [1, 4, 6, 2])), list(dropwhile(lambda x: x < 5, [1, 4, 6, 2])))
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(islice(cycle("xy"), 5)), list(repeat(7, 3)))
print(list(islice(count(10, 2.5), 4)), list(islice("abcdefg", 1, 6, 2)), list(filterfalse(str.isdigit, "a1b2")))
a, b = tee(iter([1, 2, 3]))
print(next(a), list(a), list(b))
print(list(chain.from_iterable(["ab", [1], ()])))

def roundrobin(*iterables):
    its = [iter(i) for i in iterables]
    while its:
        for it in list(its):
            try:
                yield next(it)
            except StopIteration:
                its.remove(it)
print(list(roundrobin("ABC", "D", "EF")))

def sliding_window(seq, n):
    return [tuple(seq[i:i + n]) for i in range(len(seq) - n + 1)]
print(sliding_window([1, 2, 3, 4, 5], 3))
def powerset(s):
    s = list(s)
    return list(chain.from_iterable(combinations(s, r) for r in range(len(s) + 1)))
print(powerset([1, 2, 3]))
def unique_everseen(it, key=None):
    seen = []
    for x in it:
        k = x if key is None else key(x)
        if k not in seen:
            seen.append(k)
            yield x
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
try:
    list(islice([1, 2], -1))
except ValueError as e:
    print(type(e).__name__, e)
try:
    list(combinations([1], -1))
except ValueError as e:
    print(type(e).__name__, e)
