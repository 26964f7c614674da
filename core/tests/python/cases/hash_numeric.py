# Hashes of numbers and tuples equal CPython's; equal numbers hash equal across int, float, bool.
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(0.0) == hash(False) == hash(-0.0))
print(hash(-1), hash(-2), hash(2**61 - 1), hash(2**61), hash(-(2**61)), hash(2**62 + (2**62 - 1)))
print(hash(1.5), hash(-1.5), hash(0.1), hash(1e300), hash(-2.5e-8))
print(hash(float("inf")), hash(float("-inf")), hash(2.0**62) == hash(2**62))
print(hash(()), hash((1,)), hash((1, 2)), hash((1, (2, 3))), hash((1.0, True)) == hash((1, 1)))
print(hash((-1, -2)), hash(((), ((),))))
print(hash(range(0)) == hash(range(5, 5)), hash(range(3)) == hash(range(0, 3, 1)))
d = {}
for k in [1, 1.0, True, 2, 2.0, 0, False, 0.0, -0.0]:
    d[k] = d.get(k, 0) + 1
print(d)
print({(1, 2): "a"}[(1.0, 2.0)], {1.5: "x"}.get(3 / 2), 1 in {1.0}, 2.0 in {2})
