import itertools as it, operator
g = it.groupby([1, 1, 2, 2, 3]); groups = list(g); print([(k, list(v)) for k, v in groups])
g2 = it.groupby('aabbc'); k, grp = next(g2); next(grp); k2, grp2 = next(g2); print(k, list(grp), k2, list(grp2))
print([(k, len(list(v))) for k, v in it.groupby(sorted('mississippi'))], [k for k, _ in it.groupby([])])
print([(k, list(v)) for k, v in it.groupby(range(10), key=lambda x: x // 3)], list(it.groupby('ab'))[0][0])
a, b = it.tee(range(5)); print(next(a), next(a), list(b), list(a))
src = iter([1, 2, 3]); t1, t2 = it.tee(src); next(t1); print(list(src), list(t1), list(t2))
c = it.tee([1, 2], 0); print(c)
t3, = it.tee('xy', 1); print(list(t3))
t4, t5 = it.tee('abc'); t6, t7 = it.tee(t4); print(list(t6), list(t7), list(t5), list(t4))
cnt = it.count(); print(next(cnt), next(cnt), repr(cnt), repr(it.count(2, 0.5)), repr(it.count(-1, -2)), next(it.count(1.5)), repr(it.count(10**20)))
r = it.repeat([1], 2); x, y = r; print(x is y, repr(it.repeat('a')), len(list(it.repeat(None, 0))), it.repeat(1, 3).__length_hint__())
cy = it.cycle(iter([1, 2])); print([next(cy) for _ in range(5)])
print(list(it.accumulate([1, 2, 3], lambda a, b: a * 10 + b)), list(it.accumulate(['x'], initial=None)), list(it.accumulate([[1], [2]])))
print(list(it.islice(iter(range(10)), 2, 8, 3)), list(it.islice('abcdef', 0)), list(it.islice('ab', 5, 10)))
s = iter(range(10)); print(list(it.islice(s, 3)), next(s))
print(list(it.starmap(operator.add, zip('ab', 'cd'))), list(it.compress(range(5), it.cycle([1, 0]))), list(it.filterfalse(str.isdigit, 'a1b2')))
z = it.zip_longest('ab', it.count()); print(next(z), next(z)) 
print(list(it.product('ab', range(2), repeat=0)), list(it.permutations(range(3), 4)), len(list(it.permutations(range(6)))), list(it.combinations(range(4), 0)))
print(list(it.pairwise(it.count() if False else range(4))), list(it.chain('ab', [1], (2,), {3: 0})), list(it.chain.from_iterable(map(range, [1, 2, 3]))))
try:
    next(it.chain(1))
except TypeError as e:
    print('TypeError', e)
try:
    it.repeat(1, 'x')
except TypeError as e:
    print('TypeError', e)
try:
    list(it.islice('abc', 1, 2, 0))
except ValueError as e:
    print('ValueError', e)
