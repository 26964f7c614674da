import itertools as it
import operator
print(list(it.accumulate([1, 2, 3, 4, 5])), list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], initial=100)))
print(list(it.accumulate([1, 2, 3, 4], operator.mul)))
print([(k, list(g)) for k, g in it.groupby("aaabccddd")])
print([(k, len(list(g))) for k, g in it.groupby(sorted([5, 1, 12, 15, 3, 22]), key=lambda x: x // 10)])
print(list(it.pairwise("abcd")), list(it.pairwise([])))
print(list(it.islice(it.count(10, 5), 4)), list(it.islice("abcdefg", 1, None, 2)), list(it.islice(range(10), 2, 8, 3)))
print(list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(it.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(it.filterfalse(None, [0, 1, "", "a", None])), list(it.compress("abcdef", [1, 0, 1, 0, 1])))
print(list(it.starmap(pow, [(2, 5), (3, 2)])), list(it.zip_longest("ab", "wxyz", fillvalue="-")))
print(list(it.product("ab", repeat=2)), len(list(it.product(range(3), range(4)))))
print(list(it.permutations("abc", 2)), list(it.combinations(range(4), 3)))
print(list(it.combinations_with_replacement("ab", 3)))
a, b = it.tee([1, 2, 3])
print(list(a), list(b))
print(list(it.chain.from_iterable(["ab", "cd"])), list(it.repeat("x", 3)), list(zip(it.cycle("ab"), range(5))))
def chunked(iterable, n):
    itr = iter(iterable)
    while chunk := tuple(it.islice(itr, n)):
        yield chunk
print(list(chunked(range(10), 3)))
def sliding(iterable, n):
    from collections import deque
    d = deque(maxlen=n)
    for x in iterable:
        d.append(x)
        if len(d) == n:
            yield tuple(d)
print(list(sliding("abcdef", 3)))
def roundrobin(*iterables):
    nexts = it.cycle(iter(x).__next__ for x in iterables)
    pending = len(iterables)
    while pending:
        try:
            for n in nexts:
                yield n()
        except StopIteration:
            pending -= 1
            nexts = it.cycle(it.islice(nexts, pending))
print(list(roundrobin("ABC", "D", "EF")))
def powerset(s):
    s = list(s)
    return it.chain.from_iterable(it.combinations(s, r) for r in range(len(s) + 1))
print(list(powerset([1, 2, 3])))
def unique_everseen(iterable, key=None):
    seen = []
    for el in iterable:
        k = el if key is None else key(el)
        if k not in seen:
            seen.append(k)
            yield el
print(list(unique_everseen("AAAABBBCCDAABBB")), list(unique_everseen("ABBcCAD", str.lower)))
print(sum(1 for _ in it.combinations(range(10), 4)), next(it.dropwhile(lambda x: x < 100, it.count())))
print(list(it.batched(range(7), 3)) if hasattr(it, "batched") else "no batched")
