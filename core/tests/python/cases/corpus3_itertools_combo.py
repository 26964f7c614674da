import itertools as it
import operator

print(list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3, 4], operator.mul, initial=10)))
print(["".join(p) for p in it.permutations("abc", 2)])
print(list(it.combinations(range(5), 3))[:4], len(list(it.combinations_with_replacement("ab", 3))))
print(list(it.product("xy", repeat=2)), list(it.product([1, 2], "ab")))
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry", "kiwi", "kumquat"], key=lambda w: w[0])
for k, g in it.groupby(data, key=lambda w: w[0]):
    print(k, list(g))
print([(k, len(list(g))) for k, g in it.groupby("aaabccdddd")])
print(list(it.islice(it.count(10, 5), 4)), list(it.islice("abcdefg", 1, None, 2)))
print(list(it.takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(it.dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(it.chain.from_iterable(["ab", "cd"])), list(it.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(it.zip_longest("abc", [1], fillvalue="-")), list(it.starmap(pow, [(2, 5), (3, 2)])))
print(list(it.pairwise("abcd")), list(it.filterfalse(str.isdigit, "a1b2")))
a, b = it.tee(iter([1, 2, 3]))
print(list(a), list(b), list(it.repeat("z", 3)), list(it.islice(it.cycle([1, 2]), 5)))
coins = [1, 5, 10, 25]
ways = sum(1 for n in range(0, 5) for combo in it.combinations_with_replacement(coins, n) if sum(combo) == 30)
print("ways", ways)
board = [(r, c) for r, c in it.product(range(3), repeat=2) if (r + c) % 2 == 0]
print(board)
def grouper(iterable, n, fill=None):
    return it.zip_longest(*[iter(iterable)] * n, fillvalue=fill)
print(list(grouper("ABCDEFG", 3, "x")))
print(sorted(it.chain([3, 1], (2, 0))), dict(it.zip_longest("ab", range(3))))
