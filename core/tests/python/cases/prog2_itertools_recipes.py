"""The classic itertools recipes implemented and used: chunking, windows, round-robin, powerset, unique_everseen, partition."""
from itertools import (islice, chain, cycle, groupby, zip_longest, tee, repeat, count, combinations, starmap, filterfalse,
                       accumulate, product)
from collections import deque
import operator


def take(n, iterable):
    return list(islice(iterable, n))


def grouper(iterable, n, *, incomplete="fill", fillvalue=None):
    args = [iter(iterable)] * n
    if incomplete == "fill":
        return zip_longest(*args, fillvalue=fillvalue)
    if incomplete == "strict":
        return zip(*args, strict=True)
    if incomplete == "ignore":
        return zip(*args)
    raise ValueError("Expected fill, strict, or ignore")


def sliding_window(iterable, n):
    it = iter(iterable)
    window = deque(islice(it, n - 1), maxlen=n)
    for x in it:
        window.append(x)
        yield tuple(window)


def roundrobin(*iterables):
    pending = len(iterables)
    nexts = cycle(iter(it).__next__ for it in iterables)
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
    return map(next, map(operator.itemgetter(1), groupby(iterable, key)))


def partition(pred, iterable):
    t1, t2 = tee(iterable)
    return filterfalse(pred, t1), filter(pred, t2)


def nth(iterable, n, default=None):
    return next(islice(iterable, n, None), default)


def all_equal(iterable):
    g = groupby(iterable)
    return next(g, True) and not next(g, False)


def quantify(iterable, pred=bool):
    return sum(map(pred, iterable))


def flatten(list_of_lists):
    return chain.from_iterable(list_of_lists)


def dotproduct(v1, v2):
    return sum(map(operator.mul, v1, v2))


def first_true(iterable, default=False, pred=None):
    return next(filter(pred, iterable), default)


def tabulate(function, start=0):
    return map(function, count(start))


def consume(iterator, n=None):
    if n is None:
        deque(iterator, maxlen=0)
    else:
        next(islice(iterator, n, n), None)


print(take(4, tabulate(lambda x: x * x, 3)), list(grouper("ABCDEFG", 3, fillvalue="x")), list(grouper("ABCDEFG", 3, incomplete="ignore")))
print(list(sliding_window(range(6), 3)), list(roundrobin("ABC", "D", "EF")), list(powerset([1, 2, 3])))
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)), list(unique_justseen("AAAABBBCCDAABBB")))
evens, odds = partition(lambda x: x % 2, range(10))
print(list(evens), list(odds), nth(count(), 5), nth("abc", 10, "-"), all_equal("aaa"), all_equal("aab"), all_equal(""))
print(quantify([1, 0, 3, None, 5]), list(flatten([[1, 2], [3], []])), dotproduct([1, 2, 3], [4, 5, 6]), first_true([0, None, 7, 8]), first_true([], "none"))
it = iter(range(10))
consume(it, 3)
print(next(it), list(starmap(operator.pow, zip(range(4), repeat(2)))), list(accumulate(range(1, 6), operator.mul)))
print(take(5, (a * b for a, b in product(range(1, 4), repeat=2))), take(3, cycle([])))
try:
    list(grouper("ABCDEFG", 3, incomplete="strict"))
except ValueError as e:
    print("ValueError", e)
try:
    grouper("AB", 2, incomplete="bogus")
except ValueError as e:
    print("ValueError", e)
