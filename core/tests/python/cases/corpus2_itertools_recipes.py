from itertools import *
import operator
data = [("a", 1), ("a", 2), ("b", 3), ("c", 4), ("c", 5), ("a", 6)]
for k, g in groupby(data, key=lambda t: t[0]):
    print(k, [v for _, v in g])
print([(k, len(list(g))) for k, g in groupby("aaabbbccddda")])
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([1, 2, 3, 4], operator.mul)), list(accumulate([3, 1, 4], max, initial=2)))
print(list(product("ab", repeat=2)), list(product([1, 2], "xy")))
print(list(combinations(range(4), 2)), list(combinations_with_replacement("ab", 2)))
print(list(permutations("abc", 2)), len(list(permutations(range(5)))))
print(list(pairwise("abcd")), list(zip_longest("ab", "xyz", fillvalue="-")))
print(list(chain.from_iterable([[1, 2], [3], []])), list(chain("ab", [1])))
a, b = tee(iter([1, 2, 3]))
print(next(a), list(a), list(b))
print(list(islice(count(10, 5), 3)), list(islice("abcdefg", 2, None, 2)), list(islice(cycle("ab"), 5)))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(filterfalse(lambda x: x % 2, range(7))), list(compress("abcdef", [1, 0, 1, 0, 1, 1])), list(repeat("x", 3)))
def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)
print(list(grouper("ABCDEFG", 3, "x")))
def powerset(s):
    s = list(s)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))
print(list(powerset([1, 2, 3])))
def unique_everseen(it, key=None):
    seen = set()
    for el in it:
        k = el if key is None else key(el)
        if k not in seen:
            seen.add(k); yield el
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
def sliding(it, n):
    from collections import deque
    it = iter(it)
    w = deque(islice(it, n - 1), maxlen=n)
    for x in it:
        w.append(x); yield tuple(w)
print(list(sliding(range(6), 3)))
print(list(batched(range(7), 3)) if hasattr(__import__("itertools"), "batched") else "no batched")
c = count(1.5, 0.5); print(next(c), next(c), c)
print(repr(repeat(1, 2)), list(accumulate([])), list(product()), list(combinations([], 0)))
r = islice(range(100), 5, 50, 10); print(list(r))
try:
    islice([], -1)
except ValueError as e:
    print("ValueError", e)
g = groupby([1, 1, 2]); k, it = next(g); next(g); print(k, list(it))
print(list(zip(*[iter(range(6))]*2)), dict(zip("abc", count())))
