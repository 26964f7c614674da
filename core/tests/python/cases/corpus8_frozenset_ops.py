# set and frozenset operators: result types, comparisons, in-place forms.
fs = frozenset([1, 2, 3])
print(fs | {4}, type(fs | {4}).__name__, type({4} | fs).__name__, {4} | fs == fs | {4}, fs & {2, 9}, fs ^ {3, 4}, fs - {1}, fs <= {1, 2, 3}, fs < fs, {1, 2} < fs)
print(fs.union([9]), type(fs.union()).__name__, fs.isdisjoint([5]), sorted(fs.symmetric_difference([1, 8])), fs == {1, 2, 3}, hash(fs) == hash(frozenset({3, 2, 1})))
s = {1, 2}
s |= fs
print(s, type(s).__name__)
s -= {1}
s ^= {7}
s &= {2, 3, 7}
print(sorted(s))
print(set([3, 1, 2]), {10, 2, 33, 1}, set(range(20, 0, -3)), {-1, -2, 5})
try:
    {1} | [2]
except TypeError as e:
    print(e)
print(frozenset({frozenset({1})}), {frozenset()}, set() == frozenset(), repr(frozenset()), repr(set()))
print({1, 2}.issuperset([1]), {1}.union([2], (3,), {4: 0}), {1, 2, 3}.intersection([2, 3], [3]), {1, 2}.difference(), {frozenset([1]): "k"}[frozenset({1})])
