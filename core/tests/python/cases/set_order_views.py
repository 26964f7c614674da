# Set operators on dict keys and items views build their sets as CPython's dictviews_* do.
d = {33: 1, 10: 2, 2: 3, 9: 4, 1: 5, 17: 6, 40: 7, 8: 8}
e = {i * 5: i for i in range(30)}
s = set(range(0, 40, 3))
t = {9, 17}
for x in [s, t, frozenset(t), [1, 17, 9, 300], range(0, 50, 4), e.keys()]:
    print(d.keys() & x, d.keys() | x, d.keys() - x, d.keys() ^ x)
    print(x & d.keys(), x | d.keys(), x - d.keys(), x ^ d.keys())
print(d.items() & {(33, 1), (8, 8)}, d.items() | {(0, 0)}, d.items() - {(1, 5)}, d.items() ^ {(2, 3)})
print(d.keys() | d.keys(), d.keys() & e.keys(), e.keys() & d.keys(), e.keys() - d.keys())
