from datetime import datetime, date, time, timedelta, timezone
utc = timezone.utc
d = datetime(2024, 2, 29, 13, 5, 9, 123456)
for f in ["%Y-%m-%d %H:%M:%S.%f", "%a %A %b %B %c", "%d/%m/%y %I%p %M", "%j %U %W %w %u %V %G", "%x %X %%", "%e" if False else "%y", "%-d" if False else "%H"]:
    print(f, "->", d.strftime(f))
print(repr(d), str(d), d.isoformat(sep=" ", timespec="minutes"), d.isoformat(timespec="milliseconds"), d.date(), d.time(), d.timetz())
print(datetime.fromisoformat("2024-03-01T10:20:30+02:00"), datetime.fromisoformat("2024-03-01 10:20"), date.fromisoformat("2024-03-01"), time.fromisoformat("10:20:30.5"))
print(datetime.fromisoformat("2024-03-01T10:20:30Z"), date.fromisoformat("20240301"), datetime.fromisoformat("2024-W09-5") if False else "")
td = timedelta(days=-1, seconds=5)
print(td, repr(td), td.total_seconds(), abs(td), -td, td * 2, td / 2, timedelta(hours=36) // timedelta(hours=5), timedelta(hours=36) % timedelta(hours=5), timedelta(weeks=1, minutes=1.5))
print(timedelta(microseconds=1), timedelta(days=1) / timedelta(hours=1), str(timedelta(days=400, seconds=3661)), timedelta(seconds=86399.9999995), timedelta.max)
print(datetime(2024, 1, 31) + timedelta(days=1), date(2024, 3, 1) - timedelta(days=1), datetime(2024, 3, 10) - datetime(2024, 3, 1, 12), date(2024, 12, 31).timetuple().tm_yday)
e = datetime.fromtimestamp(0, tz=utc); print(e, e.timestamp(), datetime(2000, 1, 1, tzinfo=utc).timestamp(), datetime.fromtimestamp(1700000000, utc).isoformat())
tz5 = timezone(timedelta(hours=-5), "EST")
x = datetime(2024, 6, 1, 12, tzinfo=tz5)
print(x, x.tzname(), x.astimezone(utc), x.astimezone(timezone(timedelta(hours=9))), x.utcoffset(), x == x.astimezone(utc), repr(tz5), str(timezone(timedelta(minutes=90))))
print(date(2024, 1, 1).isocalendar(), date(2024, 1, 1).isoweekday(), date.min, date.max, date(2024, 5, 17).replace(day=1), date(2024, 5, 17).ctime(), datetime.combine(date(2024, 1, 2), time(3, 4)))
print(sorted([date(2024, 1, 2), date(2023, 12, 31), date(2024, 1, 1)]), max(time(1), time(0, 59)), time(12, 30) < time(13), time(23, 59, 59, 999999).isoformat(), time(7).strftime("%I %p"))
print(datetime.strptime("03/15/24 2:05 PM", "%m/%d/%y %I:%M %p"), datetime.strptime("2024-075", "%Y-%j"), datetime.strptime("Mon Jan  1 2024", "%a %b %d %Y"), datetime.strptime("+0530 2024", "%z %Y"))
try:
    date(2023, 2, 29)
except ValueError as e:
    print(e)
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print(e)
try:
    datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=utc)
except TypeError as e:
    print(e)
def month_add(dt, n):
    y, m = divmod(dt.month - 1 + n, 12)
    import calendar
    last = calendar.monthrange(dt.year + y, m + 1)[1]
    return dt.replace(year=dt.year + y, month=m + 1, day=min(dt.day, last))
print([month_add(date(2024, 1, 31), k).isoformat() for k in range(5)], hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)))
