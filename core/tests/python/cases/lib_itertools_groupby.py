from itertools import groupby

print([k for k, g in groupby("AAAABBBCCDAABBB")])
print([list(g) for k, g in groupby("AAAABBBCCD")])
print([(k, len(list(g))) for k, g in groupby([1, 1, 2, 3, 3, 3, 1])])
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for k, g in groupby(words, key=lambda w: w[0]):
    print(k, list(g))
for k, g in groupby(sorted(words, key=len), len):
    print(k, list(g))
print(list(groupby([])))
# groups are shared with the outer iterator: advancing it invalidates the old group
gb = groupby("aaabbc")
k1, g1 = next(gb)
print(k1, next(g1))
k2, g2 = next(gb)
print(k2, list(g1), list(g2))
# a group read partly, then skipped
gb = groupby([1, 1, 1, 2, 2, 3])
out = []
for k, g in gb:
    out.append((k, next(g)))
print(out)
# keeping the groups past the outer loop gives empty groups
groups = list(groupby("xxyz"))
print([(k, list(g)) for k, g in groups])
# keys compare with ==
print([(k, list(g)) for k, g in groupby([1, 1.0, True, 2, 2.0])])
print(type(groupby("")))
gb = groupby(range(10), lambda n: n // 3)
print([(k, sum(g)) for k, g in gb])
print(next(gb, "done"))
groupby(None)
