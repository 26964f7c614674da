# True division and floor division of big ints, float conversion limits.
print(int(10**30 / 3), 10**30 / 3, (10**400) // 3 % 1000, 10**20 / 10**19, (2**1000) / (2**999), 7 / 2, -7 // 2, -7 % 2, divmod(-7, 2), divmod(7, -2), divmod(-7.5, 2))
try:
    print(10**400 / 1)
except OverflowError as e:
    print("OverflowError", e)
print((10**400) / (10**399), 1 / 3, (1 << 64) / 3, (2**53 + 1) / 1, (10**300 + 1) / 10**299)
try:
    float(10**400)
except OverflowError as e:
    print(e)
print(int(1e20), int(-1e20), int(2.0**70), float(2**70), float(10**30), 10**30 == 1e30, 2**53 + 1 == float(2**53 + 1), 2**53 + 1 > float(2**53))
print((10**400) > 1e308, -(10**400) < -1e308, 10**400 == float("inf"), 10**400 < float("inf"))
print(round(2**70 + 0.0), int(float("1e19")), (3**100) // (3**98), divmod(10**30, 10**15 + 7), pow(10**20, 2, 10**9 + 7), (-(10**20)) // 3, (-(10**20)) % 3)
print(12345678901234567890 * 98765432109876543210, (10**50 + 1) * (10**50 - 1) - 10**100, 100 // 0.3, 100 % 0.3, -100 % 0.3)
print(divmod(10**25, 7), divmod(-10**25, 7), (-10**25) % 7, 10**25 // -7)
