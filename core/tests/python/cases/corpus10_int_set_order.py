import sys
print({10, 3, 100, 7, 33, 64, -1, -5, 2**40, 17})
s = set(range(20)); 
for x in range(0, 20, 3): s.discard(x)
s.add(100); s.add(37)
print(s)
a = {1, 5, 9, 13, 40, 77}; b = {77, 13, 2, 8, 1000}
print(a | b, a & b, a - b, a ^ b, b | a, b & a)
print(set([3.5, 1.0, 2, -0.5, 1e10]), {(1, 2), (0, 0), (5, -1)}, {None, True, 0.5} == {True, None, 0.5}, {frozenset({1}), frozenset({2, 3})})
big = set(range(0, 1000, 37)); print(big)
print(list({i * 7919 % 1000 for i in range(30)}))
d = {k: k for k in [5, 3, 1]}; del d[3]; d[3] = 0; d[9] = 1; print(d, list(d.items()))
fs = frozenset([2, 18, 34, 50]); print(fs, set([50, 34, 18, 2]))
s2 = set(); 
for i in [8, 16, 24, 32, 40, 48]: s2.add(i)
print(s2, {-1, -2, -3}, {2**61 - 1, 2**61, 2**61 + 1, 0})
