import itertools as it
import operator
data = [("a", 1), ("a", 2), ("b", 3), ("a", 4), ("c", 5), ("c", 6)]
print([(k, [v for _, v in g]) for k, g in it.groupby(data, key=operator.itemgetter(0))])
print([(k, len(list(g))) for k, g in it.groupby(sorted("mississippi"))])
print(list(it.accumulate([1, 2, 3, 4, 5])), list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(it.chain.from_iterable(["ab", "cd"])), list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])), list(it.pairwise("abcd")))
print(list(it.product("ab", repeat=2)), list(it.permutations("abc", 2)), list(it.combinations(range(4), 3)), list(it.combinations_with_replacement("ab", 2)))
print(list(it.zip_longest("abc", [1], fillvalue="-")), list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])), list(it.dropwhile(lambda x: x < 3, [1, 2, 5, 1])))
print(list(it.filterfalse(str.isdigit, "a1b2")), list(it.islice(it.count(10, 5), 4)), list(it.islice(it.cycle("xy"), 5)), list(it.repeat("z", 3)))
a, b = it.tee([1, 2, 3])
print(list(a), list(b), next(it.count(1.5, 0.5)))
def batched(iterable, n):
    iterator = iter(iterable)
    while batch := tuple(it.islice(iterator, n)):
        yield batch
print(list(batched(range(10), 3)))
def sliding(iterable, n):
    window = []
    for x in iterable:
        window.append(x)
        if len(window) > n:
            window.pop(0)
        if len(window) == n:
            yield tuple(window)
print(list(sliding("abcde", 3)))
def roundrobin(*iterables):
    nexts = it.cycle(iter(x).__next__ for x in iterables)
    pending = len(iterables)
    while pending:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            pending -= 1
            nexts = it.cycle(it.islice(nexts, pending))
print(list(roundrobin("ABC", "D", "EF")))
def powerset(s):
    s = list(s)
    return it.chain.from_iterable(it.combinations(s, r) for r in range(len(s) + 1))
print(list(powerset([1, 2, 3])))
print(len(list(it.permutations(range(6)))), sum(1 for _ in it.combinations(range(20), 3)))
groups = {k: list(g) for k, g in it.groupby(sorted(["apple", "avocado", "banana", "blueberry", "cherry"], key=len), key=len)}
print(groups)
counter = it.count()
print([next(counter) for _ in range(3)], next(counter))
print(list(zip(it.count(1), "abc")), dict(zip("abc", it.repeat(0))), list(map(operator.add, [1, 2], it.repeat(10))))
print(list(it.accumulate(["a", "b", "c"])), list(it.product([1, 2], "x", [True])))
print(list(it.islice("abcdefgh", 1, 7, 2)), list(it.islice(range(3), 0, None)))
g = it.groupby([1, 1, 2, 2, 2, 1])
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1), k2, list(g2), [(k, list(v)) for k, v in g])
