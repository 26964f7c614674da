# itertools toolbox on a shift schedule
import itertools as it
import operator

staff = ["ann", "ben", "cat"]
days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
rota = list(zip(days, it.cycle(staff)))
print(rota)
print(list(it.islice(it.count(10, 2.5), 4)), list(it.repeat("x", 3)))
print(list(it.accumulate([3, 1, 4, 1, 5])), list(it.accumulate([3, 1, 4, 1, 5], max)))
print(list(it.accumulate([1, 2, 3, 4], operator.mul, initial=10)))
print(list(it.chain("ab", [1, 2], (None,))), list(it.chain.from_iterable(["xy", "z"])))
print(list(it.compress("ABCDEF", [1, 0, 1, 0, 1, 1])))
print(list(it.dropwhile(lambda x: x < 3, [1, 2, 3, 1, 4])), list(it.takewhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(it.filterfalse(str.isdigit, "a1b2c3")))
for k, g in it.groupby(sorted(rota, key=lambda r: r[1]), key=lambda r: r[1]):
    print(k, [d for d, _ in g])
print([(k, len(list(g))) for k, g in it.groupby("aaabccdddd")])
print(list(it.islice("abcdefg", 1, None, 2)), list(it.islice(range(100), 5, 8)))
print(list(it.starmap(pow, [(2, 3), (3, 2), (10, 0)])))
a, b = it.tee(range(4))
print(list(a), list(zip(b, b)))
print(list(it.zip_longest("abc", [1], fillvalue="-")))
print(list(it.product("ab", repeat=2)), len(list(it.product(range(3), "xy", [0]))))
print(list(it.permutations("abc", 2)))
print(list(it.combinations(range(4), 3)), list(it.combinations_with_replacement("ab", 2)))
print(list(it.pairwise("abcd")), list(it.pairwise([1])))
pairs = list(it.combinations(staff, 2))
print(pairs)
def batched(iterable, n):
    iterator = iter(iterable)
    while chunk := tuple(it.islice(iterator, n)):
        yield chunk
print(list(batched(days, 3)))
print(sum(1 for _ in it.permutations(range(5))))
counter = it.count()
print(next(counter), next(counter), repr(counter))
print(repr(it.repeat(1, 2)), list(it.repeat(None, 0)))
print(list(it.islice(it.cycle([]), 3)))
g = it.groupby([1, 1, 2])
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1), k2, list(g2))
print(dict(it.zip_longest("ab", range(3))))
