# round() with negative and positive ndigits on ints and floats, half-even ties.
print(round(12345, -2), round(12350, -2), round(12250, -2), round(-12350, -2), round(1.5), round(2.5), round(0.125, 2), round(2.675, 2))
print(round(1e300, -299), round(123.456, -1), round(123.456, -5), type(round(1.5, None)).__name__, round(5, 0), round(-0.5))
print((5).__round__(-1), (15).__round__(-1), (25).__round__(-1), (-15).__round__(-1), round(10**20 + 5 * 10**9, -10), round(-(10**20) - 5, -1))
print(round(-0.5), round(0.5), round(-1.5), round(1.25, 1), round(1.35, 1), round(-0.0, 1), round(1e-20, 5), round(5.5, -1), round(15.0, -1), round(25.0, -1), type(round(25.0, -1)).__name__)
print(round(0.5 + 1e-16), round(1e16 + 2.0), round(2**60 + 0.0, -3), round(float(2**53), -1), round(3.14159, 10), round(7, 3), round(True, 2), round(-7, -5))
for bad in [float("nan"), float("inf")]:
    try:
        round(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(round(float("inf"), 2), round(float("nan"), 1))
