from datetime import date, datetime, timedelta, time, timezone
d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2), d.isoformat(), d.weekday(), d.isoweekday(), d.isocalendar())
print(d.replace(day=1), d.toordinal(), date.fromordinal(d.toordinal() + 366), date.fromisoformat("2023-12-31").strftime("%A %d %B %Y"))
print((date(2024, 12, 25) - date(2024, 1, 1)).days, date(2023, 3, 1) - timedelta(days=1), date.min, date.max)
td = timedelta(days=1, hours=25, minutes=-30, seconds=90)
print(td, td.days, td.seconds, td.total_seconds(), -td, abs(-td), td * 2, td / 2, td // timedelta(hours=1), td % timedelta(hours=5))
print(timedelta(microseconds=1), timedelta(weeks=1, milliseconds=1500), repr(timedelta(hours=-1)), timedelta(0) == timedelta(), str(timedelta(days=-1, seconds=1)))
dt = datetime(2024, 3, 10, 14, 5, 9, 123456)
print(dt, dt.isoformat(), dt.isoformat(sep=" ", timespec="seconds"), repr(dt), dt.date(), dt.time(), dt.timetuple()[:6])
print(dt.strftime("%Y/%m/%d %H:%M:%S.%f %p %I %j %a %b %y %%"), dt.replace(microsecond=0) + timedelta(seconds=51))
print(datetime.strptime("2023-07-04 09:08:07", "%Y-%m-%d %H:%M:%S"), datetime.strptime("04/Jul/2023", "%d/%b/%Y").date())
try:
    datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print(type(e).__name__, e)
try:
    date(2023, 2, 29)
except ValueError as e:
    print(type(e).__name__, e)
utc = datetime(2024, 1, 1, 12, 0, tzinfo=timezone.utc)
est = timezone(timedelta(hours=-5), "EST")
print(utc, utc.astimezone(est), utc.astimezone(est).tzname(), utc.utcoffset(), utc.isoformat(), datetime.fromisoformat("2024-01-01T07:00:00-05:00") == utc)
print(time(9, 30), time(23, 59, 59, 999999).isoformat(), time(1, 2, 3) < time(1, 2, 4), time.fromisoformat("10:20:30").hour)
try:
    datetime(2024, 1, 1) < utc
except TypeError as e:
    print(type(e).__name__, e)
print(datetime.combine(d, time(8)), datetime(2024, 1, 31) + timedelta(days=30), (datetime(2024, 3, 1) - datetime(2024, 2, 1)).days)
meetings = [datetime(2024, 5, 6, 9) + timedelta(days=7 * i, hours=(i % 2) * 3) for i in range(5)]
for m in meetings:
    print(m.strftime("%a %Y-%m-%d %H:%M"), m.isocalendar()[1])
def business_days(start, end):
    n, cur = 0, start
    while cur < end:
        if cur.weekday() < 5:
            n += 1
        cur += timedelta(days=1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 2, 1)), sorted([date(2024, 1, 2), date(2023, 5, 5), date(2024, 1, 1)]))
print(date(2024, 1, 1) == datetime(2024, 1, 1), hash(date(2020, 1, 1)) == hash(date(2020, 1, 1)), {date(2020, 1, 1): 1}[date(2020, 1, 1)])
