from datetime import timedelta

cases = [timedelta(), timedelta(1), timedelta(-1), timedelta(seconds=1), timedelta(seconds=-1),
         timedelta(microseconds=1), timedelta(microseconds=-1), timedelta(days=2, hours=3, minutes=4,
         seconds=5, microseconds=6), timedelta(weeks=1, milliseconds=1500), timedelta(hours=25),
         timedelta(minutes=-90), timedelta(days=1.5), timedelta(seconds=0.5), timedelta(microseconds=0.5),
         timedelta(microseconds=1.5), timedelta(microseconds=2.5), timedelta(microseconds=-0.5),
         timedelta(seconds=1e-7), timedelta(hours=1/3), timedelta(days=-1.25, seconds=3.3),
         timedelta.min, timedelta.max, timedelta.resolution]
for td in cases:
    print(repr(td), str(td), td.days, td.seconds, td.microseconds, td.total_seconds(), bool(td))

a = timedelta(days=3, hours=5, microseconds=7)
b = timedelta(hours=7, seconds=30)
print(a + b, a - b, b - a, -a, +a, abs(-a), abs(b))
print(a * 2, 2 * a, a * -3, a * 0.5, a * 1.1, 0.25 * b)
print(a / b, a // b, a % b, divmod(a, b), divmod(-a, b))
print(a / 2, a / 3, a / 7, a / 0.3, a // 2, a // -7, b / -4)
print(a > b, a < b, a == b, a != b, a >= a, a <= b, timedelta(hours=24) == timedelta(1))
print(sorted([a, b, -a, -b, timedelta(0)]))
print(hash(timedelta(1)) == hash(timedelta(hours=24)), timedelta(1) in {timedelta(seconds=86400)})
print(max(a, b), min(a, b), sum([a, b, b], timedelta()))
print(timedelta(seconds=1) / timedelta(microseconds=3))
for bad in [lambda: timedelta(days=1e9), lambda: timedelta.max + timedelta(microseconds=1),
            lambda: a / 0, lambda: a // timedelta(0), lambda: timedelta(days=-1000000000)]:
    try:
        bad()
    except (OverflowError, ZeroDivisionError, ValueError) as e:
        print(type(e).__name__, e)
print(f"{a}", "%s" % b, [a])
