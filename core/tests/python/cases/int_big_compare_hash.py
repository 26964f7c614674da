# Big ints compare exactly with ints and floats, hash as CPython, and work as dict and set keys.
print(2**64 == 2**64, 2**64 < 2**65, 2**64 > 1.5, 2**53 + 1 == 2.0**53, 2**53 == 2.0**53)
print(2**70 < 1e30, 10**30 == 1e30, 10**22 == 1e22, 2**1000 > 1e308, 2**1100 > float('inf'), 2**1100 < float('nan'))
print(9007199254740993 == 9007199254740992.0, 9007199254740993 > 9007199254740992.0, -2**80 < -1e20)
print(hash(2**70), hash(-2**64), hash(2**61 - 1), hash(-(2**61 - 1)), hash(2**61), hash(-2**61), hash(2**200))
print(hash(2.0**65) == hash(2**65), hash(-2**64) == hash(float(-2**64)))
d = {}
for i in range(60, 70):
    d[2**i] = i
print(d[2**65], sorted(d)[-1], 2**65 in d, 2.0**65 in d, 2**65 + 1 in d)
s = {2**64, 2**64, 18446744073709551616, 2.0**64}
print(len(s), {10**20: 'a'}[10**20])
print(max([2**70, 2**71, 5]), min(2**70, 1e30), sorted([2**70, -2**70, 0, 1.5, -1e30]))
print(2**70 in [1, 2**70], [2**70].index(2**70), (2**70, 1) < (2**70, 2), 2**70 is 2**70 + 0 or True)
print(bool(2**70), not 2**70, bool(-2**70), 2**70 != 2**70 + 1)
