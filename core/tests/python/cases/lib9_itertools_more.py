import itertools as it
import operator
print(list(it.pairwise('abcd')), list(it.pairwise([1])), list(it.pairwise([])))
print(list(it.accumulate([1, 2, 3, 4], initial=100)), list(it.accumulate([], initial=5)))
print(list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate([1, 2, 3], operator.mul, initial=2)))
print(list(it.accumulate(['a', 'b', 'c'])))
print(list(it.product('ab', repeat=2)), len(list(it.product(range(3), repeat=3))))
print(list(it.product()), list(it.product([], [1])), list(it.product('ab', [0], repeat=2))[:3])
print(list(it.combinations_with_replacement('abc', 2)))
print(list(it.combinations_with_replacement([], 2)), list(it.combinations_with_replacement('ab', 0)))
print(list(it.combinations('abcd', 3)), list(it.combinations('ab', 3)))
print(list(it.permutations('abc', 2)), list(it.permutations([1, 2, 3]))[-1], list(it.permutations('a', 0)))
for k, g in it.groupby('AAAABBBCCDAABBB'):
    print(k, ''.join(g), end='; ')
print()
data = [('a', 1), ('a', 2), ('b', 3), ('a', 4)]
print([(k, [v for _, v in g]) for k, g in it.groupby(data, key=operator.itemgetter(0))])
gs = it.groupby('aabb'); k1, g1 = next(gs); k2, g2 = next(gs); print(k1, list(g1), k2, list(g2))
print(list(it.compress('ABCDEF', [1, 0, 1, 0, 1, 1])), list(it.compress('AB', [1])))
print(list(it.dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(it.takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
print(list(it.filterfalse(None, [0, 1, '', 'a', None])), list(it.filterfalse(lambda x: x % 2, range(10))))
print(list(it.starmap(pow, [(2, 5), (3, 2)])), list(it.zip_longest('ABCD', 'xy', fillvalue='-')))
print(list(it.zip_longest()), list(it.zip_longest([1], [], [2, 3])))
print(list(it.islice('ABCDEFG', 2, None, 2)), list(it.islice(it.count(), 3, 10, 3)), list(it.islice('abc', None)))
print(list(it.islice(it.cycle('ab'), 5)), list(it.repeat('x', 3)), list(it.repeat(1, -1)))
print(list(zip(it.count(10, 2.5), 'abc')), list(zip(it.count(1, -1), range(3))))
a, b, c = it.tee(iter([1, 2, 3]), 3); print(list(a), list(b), next(c))
print(list(it.chain.from_iterable(['ab', 'cd'])), list(it.chain()), repr(it.repeat(3, 2)), repr(it.count(5)), repr(it.count(1.5, 2)))
try:
    it.islice('abc', -1)
except ValueError as e:
    print('ValueError', e)
try:
    list(it.permutations('abc', -1))
except ValueError as e:
    print('ValueError', e)
