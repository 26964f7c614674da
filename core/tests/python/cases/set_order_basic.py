# Sets iterate in CPython's hash-table slot order (ints, bools, floats, tuples hash as in CPython).
print({3, 1, 2}, {10, 2, 33}, set([10, 2, 33]), set((3, 1, 2)))
print({1, 2}, {2, 1}, {8, 0}, {0, 8}, {16, 8, 0, 24})
print(set(range(0, 200, 7)))
print(set(range(100, 0, -3)))
print({-1, -2, -3, 5, -8, 7}, set([-1, -2, -3, 5, -8, 7]))
x = -1
print({x, -2, 5}, {-2, x, 5})
print({True, 0, 1.0, False, 2, 3.5, -0.5}, set([False, 1, 2.0, True]))
print({(1, 2), (2, 1), (0,), (), (1, (2, 3))}, set([(i, i * i) for i in range(12)]))
print({0.5, 1.5, 2.25, 1e10, -3.75, float("inf")})
print({2**64, 2**61 - 1, 2**61, 2**61 + 5, -(2**70), 10**20, 7})
print(set([2**64, 2**61 - 1, 2**61, 2**61 + 5, -(2**70), 10**20, 7]))
print(frozenset([5, 100, 13, 21]), frozenset({9, 1, 17}), frozenset())
print({x * x for x in range(15)}, {x % 7 for x in range(100, 130)})
print(sorted({33, 10, 2, -5}), sorted(frozenset(range(20, 0, -1))))
print(list({40, 8, 16}), tuple({64, 1, 128}), [v for v in {1000, 5, 17}])
print(set(), set([]), len({1, 1, 1.0, True}))
d = {33: "a", 10: "b", 2: "c"}
print(d, set(d), set(d.keys()), set(d.values()) == {"a", "b", "c"}, list(d))
d = {33: 7, 10: 8, 2: 9}
print(set(d.items()), {(33, 7), (10, 8), (2, 9)})
# A dict keeps insertion order.
d = {}
for k in [9, 1, 17, 25, 3]:
    d[k] = k
del d[1]
d[1] = 0
print(d, list(d.keys()))
