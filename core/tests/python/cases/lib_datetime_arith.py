from datetime import date, datetime, timedelta
start = date(2024, 1, 31)
for months in range(1, 5):
    y, m = divmod(start.month - 1 + months, 12)
    print(start.replace(year=start.year + y, month=m + 1, day=1) - timedelta(days=1))
d1, d2 = date(2000, 2, 29), date(2024, 12, 25)
print((d2 - d1).days, (d2 - d1) // 7, d1.replace(year=2004), date.max, date.min, timedelta.max)
print([(date(2024, 1, 1) + timedelta(weeks=i)).strftime("%b %d") for i in range(0, 20, 5)])
print(datetime(2024, 3, 10, 1, 30) + timedelta(hours=25, minutes=-15), datetime(2024, 1, 1) - timedelta(microseconds=1))
print(timedelta(days=1, hours=2, minutes=3, seconds=4.5), abs(timedelta(hours=-1)), timedelta(0) == timedelta(), bool(timedelta(0)))
print(sum([timedelta(minutes=m) for m in (15, 30, 45)], timedelta()), timedelta(hours=1) * 2.5, round(timedelta(seconds=1.23456).total_seconds(), 2))
