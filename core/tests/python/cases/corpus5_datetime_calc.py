from datetime import date, datetime, timedelta, time
d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2), d - date(2023, 12, 25), (d - date(2023, 12, 25)).days, d.weekday(), d.isoweekday(), d.isoformat())
print(d.strftime("%A %d %B %Y"), d.strftime("%a %b %d %y %j %U %w"), d.replace(day=1), d.toordinal(), date.fromordinal(738000), date.fromisoformat("2021-07-04"))
print(d.isocalendar(), tuple(d.isocalendar()), d.timetuple().tm_yday, date(2024, 12, 30).isocalendar().week, d.ctime())
dt = datetime(2024, 3, 10, 14, 5, 9, 123456)
print(dt, dt.isoformat(), dt.isoformat(sep=" ", timespec="seconds"), dt.date(), dt.time(), dt.strftime("%H:%M:%S.%f %p %I"), repr(dt))
print(dt + timedelta(hours=10, minutes=55), dt - timedelta(weeks=1, seconds=1), dt.replace(microsecond=0), datetime.combine(d, time(9, 30)))
print(datetime.strptime("2023-11-05 07:08", "%Y-%m-%d %H:%M"), datetime.strptime("05/Nov/23", "%d/%b/%y"), datetime.fromisoformat("2020-01-02T03:04:05"))
td = timedelta(days=2, hours=5, minutes=3, seconds=7, microseconds=500)
print(td, td.total_seconds(), td.days, td.seconds, td.microseconds, repr(td), -td, abs(-td), td * 2, td / 2, td // timedelta(hours=1), td % timedelta(hours=1))
print(timedelta(seconds=-1), timedelta(hours=25), timedelta(0), timedelta(milliseconds=1.5), timedelta(minutes=90) / timedelta(hours=1), str(timedelta(days=-3, hours=1)))
print(sorted([date(2024, 1, 5), date(2023, 6, 1), date(2024, 1, 1)]), max(dt, datetime(2025, 1, 1)), date(2024, 1, 1) < date(2024, 1, 2), dt.year, dt.month, dt.second)
def add_months(dd, n):
    m = dd.month - 1 + n
    y, m = dd.year + m // 12, m % 12 + 1
    import calendar
    return dd.replace(year=y, month=m, day=min(dd.day, calendar.monthrange(y, m)[1]))
print([str(add_months(date(2024, 1, 31), k)) for k in range(5)], add_months(date(2024, 11, 30), -13))
start = date(2024, 1, 1)
weekdays = [start + timedelta(days=i) for i in range(14) if (start + timedelta(days=i)).weekday() < 5]
print(len(weekdays), weekdays[-1].strftime("%a %m/%d"))
def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 6, 15), date(2024, 6, 14)), age(date(1990, 6, 15), date(2024, 6, 15)), age(date(2000, 2, 29), date(2021, 2, 28)))
try:
    date(2023, 2, 29)
except ValueError as e:
    print(e)
try:
    datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print(e)
t = time(23, 59, 59)
print(t, t.isoformat(), t.replace(hour=0), time(7, 5).strftime("%I:%M %p"), t > time(12), time(), str(time(1, 2, 3, 4)))
print(f"{dt:%Y/%m/%d}", f"{d:%d.%m.%Y}", format(td), "{:%H}".format(dt), datetime(2024, 1, 1).timestamp() > 0 or True)
print(date.min, date.max, timedelta.max, timedelta(days=1) == timedelta(hours=24), hash(timedelta(1)) == hash(timedelta(hours=24)))
