a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b, [8]), a.intersection(b, {5}), a.difference([1], (2,)), a.symmetric_difference(range(3, 8)))
print(a <= {1, 2, 3, 4, 5, 6}, a < a, a.issubset(range(10)), {1, 2}.isdisjoint({3}), a.issuperset([1, 2]))
c = set(a)
c |= {10}
c &= set(range(1, 11))
c -= {1}
c ^= {2, 99}
print(sorted(c), len(c))
c.add(0); c.discard(42); c.remove(3)
try:
    c.remove(42)
except KeyError as e:
    print("KeyError", e)
print(sorted(c), c.pop() in range(200), len(c))
fs = frozenset([3, 1, 2])
print(fs, fs | {9}, type(fs | {9}).__name__, type({9} | fs).__name__, hash(fs) == hash(frozenset({1, 2, 3})))
print({fs: "x"}[frozenset({1, 2, 3})], set(), frozenset(), {frozenset(): 0})
primes = set(range(2, 50))
for i in range(2, 8):
    primes -= set(range(i * i, 50, i))
print(sorted(primes))
evens = {x for x in range(20) if x % 2 == 0}
squares = {x * x for x in range(10)}
print(sorted(evens & squares), sorted(squares - evens), min(squares), max(evens), sum(evens))
print({1, 2} == {2, 1}, {1, 2} == frozenset({1, 2}), {1} != {1.0}, {0, False, 0.0})
print(sorted({-3, 10, 2, -7}), sorted({(1, 2), (0, 5), (1, 1)}))
s = set()
for x in [3, 1, 3, 2, 1]:
    if x in s:
        print("dup", x)
    s.add(x)
print(sorted(s), [x for x in [3, 1, 3, 2, 1] if not (x in s and s.discard(x) is None and False)])
print(len({i % 7 for i in range(100)}), {*range(3), *[5]}, {*()} == set())
try:
    {[1]}
except TypeError as e:
    print(e)
try:
    set().pop()
except KeyError as e:
    print(repr(e))
x = {1, 2, 3}
y = x.copy()
y.update([4], {5})
x.intersection_update({2, 3, 9})
y.difference_update({1})
print(x, y, x.symmetric_difference_update({3, 4}) or x)
print(repr({1, 2}), repr(frozenset({1})), str(set([7])))
