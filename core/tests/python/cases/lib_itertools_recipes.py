from itertools import (chain, combinations, count, cycle, filterfalse, groupby, islice,
                       repeat, starmap, tee, zip_longest, accumulate, product, compress)
import operator
from functools import partial

def take(n, iterable):
    return list(islice(iterable, n))

def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return zip_longest(*args, fillvalue=fillvalue)

def roundrobin(*iterables):
    pending = len(iterables)
    nexts = cycle(partial(next, iter(it)) for it in iterables)
    while pending:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            pending -= 1
            nexts = cycle(islice(nexts, pending))

def powerset(iterable):
    s = list(iterable)
    return chain.from_iterable(combinations(s, r) for r in range(len(s) + 1))

def unique_everseen(iterable, key=None):
    seen = set()
    for element in iterable:
        k = element if key is None else key(element)
        if k not in seen:
            seen.add(k)
            yield element

def unique_justseen(iterable, key=None):
    return (next(g) for k, g in groupby(iterable, key))

def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return list(filterfalse(pred, t1)), list(filter(pred, t2))

def sliding_window(iterable, n):
    it = iter(iterable)
    window = list(islice(it, n - 1))
    for x in it:
        window.append(x)
        yield tuple(window)
        del window[0]

def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)

def tabulate(function, start=0):
    return map(function, count(start)) if False else (function(i) for i in count(start))

def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)

def all_equal(iterable):
    g = groupby(iterable)
    return next(g, True) and not next(g, False)

def quantify(iterable, pred=bool):
    return sum(map(pred, iterable))

def ncycles(iterable, n):
    return chain.from_iterable(repeat(tuple(iterable), n))

def dotproduct(vec1, vec2):
    return sum(map(operator.mul, vec1, vec2))

def first_true(iterable, default=False, pred=None):
    return next(filter(pred, iterable), default)

print(take(5, count(3)))
print(list(grouper("ABCDEFG", 3, "x")))
print(list(roundrobin("ABC", "D", "EF")))
print(list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
print(list(unique_justseen("AAAABBBCCDAABBB")), list(unique_justseen("ABBcCAD", str.lower)))
print(partition(lambda x: x % 2, range(10)))
print(list(sliding_window("ABCDEFG", 4)))
print(list(flatten([[1, 2], [], [3]])))
print(take(4, tabulate(lambda i: i * i, 2)))
print(nth(range(10), 3), nth("abc", 9, "none"))
print(all_equal("aaaa"), all_equal("aaba"), all_equal(""))
print(quantify([1, 0, 3, 0, 5]), quantify("abcABC", str.isupper))
print(list(ncycles("ab", 3)))
print(dotproduct([1, 2, 3], [4, 5, 6]))
print(first_true([0, None, "", 7, 8]), first_true([], "dflt"), first_true(range(10), None, lambda x: x > 4))
print(list(accumulate(range(1, 6), operator.mul)))
print(["".join(p) for p in product("ab", "cd")])
print(list(starmap(operator.add, zip("abc", "xyz"))))
print(list(compress(count(), [1, 0, 1, 1, 0, 1])))
running_max = list(accumulate([2, 7, 1, 8, 2, 8, 1, 8], max))
print(running_max)
print([(k, len(list(g))) for k, g in groupby(sorted("mississippi"))])
