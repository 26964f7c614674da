from datetime import timedelta, datetime, date, time, timezone
d = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5)
print(d, repr(d), d.days, d.seconds, d.microseconds, d.total_seconds())
print(-d, repr(-d), abs(-d), d * 2, d / 2, d // 3, d % timedelta(hours=5))
print(timedelta(hours=-1), timedelta(seconds=-0.5), timedelta(weeks=2, milliseconds=1500))
print(timedelta(days=1) / timedelta(hours=1), timedelta(days=1) // timedelta(hours=7), divmod(timedelta(days=1), timedelta(hours=7)))
print(timedelta(0), timedelta(microseconds=1), timedelta(days=-1, seconds=1), timedelta(days=999999))
print(timedelta.max, timedelta.min, timedelta.resolution)
print(d * 1.5, d / 1.5, 2.5 * timedelta(seconds=1), timedelta(seconds=1) * 0.1234567)
print(timedelta(days=1) == timedelta(hours=24), timedelta(1) > timedelta(0), bool(timedelta()), bool(timedelta(microseconds=1)))
print(sum([timedelta(minutes=m) for m in range(10)], timedelta()))
try:
    timedelta(days=1000000000)
except OverflowError as e:
    print('OverflowError', e)
try:
    timedelta(1) + 1
except TypeError as e:
    print('TypeError', e)
a = datetime(2024, 3, 10, 12, 30)
b = datetime(2023, 12, 25, 8, 0, 15)
print(a - b, (a - b).total_seconds(), b - a, a + timedelta(days=30), a - timedelta(weeks=10))
print(date(2024, 3, 1) - date(2024, 2, 1), date(2024, 1, 31) + timedelta(days=30))
print(repr(timedelta(seconds=90061.5)), repr(timedelta(days=-2, microseconds=3)), repr(timedelta()))
print(str(timedelta(hours=25)), str(timedelta(minutes=-1)), str(timedelta(microseconds=-1)))
print(timedelta(days=1.5, hours=0.5), timedelta(seconds=1e-7), timedelta(seconds=2.5e-6), timedelta(microseconds=1.5), timedelta(microseconds=2.5))
print(hash(timedelta(1)) == hash(timedelta(hours=24)), timedelta(1) // 7, timedelta(hours=1) / 7)
