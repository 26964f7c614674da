import itertools as it
# groupby iterator invalidation: earlier groups become empty once advanced
g = it.groupby('aabbc')
k1, g1 = next(g); k2, g2 = next(g)
print(k1, list(g1), k2, list(g2))
groups = [list(v) for k, v in it.groupby([1, 1, 2, 2, 2, 3])]
print(groups)
keyed = [(k, list(v)) for k, v in it.groupby(range(10), key=lambda x: x // 3)]
print(keyed)
# tee with an exhausted parent
src = iter([1, 2, 3])
a, b, c = it.tee(src, 3)
print(next(a), list(b), list(a), list(c))
print(it.tee([], 0), len(it.tee('ab', 4)))
t1, t2 = it.tee('xyz'); t3, = it.tee(t1, 1); print(list(t3), list(t2))
# islice consuming
i = iter(range(10))
print(list(it.islice(i, 3)), list(it.islice(i, 2)), next(i))
print(list(it.islice(range(10), None)), list(it.islice('abc', 1, 1)), list(it.islice(it.count(), 5, 20, 5)))
# product with repeat and iterators consumed once
print(list(it.product(iter([1, 2]), repeat=2)), list(it.product('ab', [], 'c')))
print(list(it.zip_longest()), list(it.zip_longest('a', fillvalue=0)))
print(list(it.starmap(lambda *a: sum(a), [(), (1,), (1, 2, 3)])))
print(list(it.accumulate([1, 2, 3], lambda a, b: a * 10 + b)), list(it.accumulate([5], initial=None)))
print(list(it.compress(range(5), it.cycle([1, 0]))), list(it.filterfalse(None, [0, 1, '', 'a', None])))
print(list(it.dropwhile(lambda x: x, [])), list(it.takewhile(bool, [1, 1, 0, 1])))
print(list(it.combinations_with_replacement(range(3), 0)), list(it.combinations_with_replacement([], 2)))
print(len(list(it.combinations(range(10), 5))), len(list(it.product(range(4), repeat=4))))
c = it.count(1, -0.5); print([next(c) for _ in range(4)], repr(c))
cc = it.count(2**64); next(cc); print(cc)
from fractions import Fraction
cf = it.count(Fraction(1, 3), Fraction(1, 3)); print([next(cf) for _ in range(3)], cf)
r = it.repeat('x', 3); next(r); print(r, list(r), r, it.repeat(0, -5), list(it.repeat(0, -5)))
print(list(map(pow, range(5), it.repeat(2))))
print(list(it.chain.from_iterable(it.repeat([1, 2], 2))))
for bad in [lambda: it.islice('a', 'b'), lambda: it.count('a'), lambda: it.permutations('ab', -1), lambda: it.islice('a', 0, 1, 0), lambda: it.chain(1, 2).__next__(), lambda: next(it.zip_longest(1))]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
