# datetime: billing periods, deltas, formatting, parsing
from datetime import date, datetime, timedelta, time, timezone
import calendar

start = date(2024, 1, 31)
def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, calendar.monthrange(y, m)[1])
    return d.replace(year=y, month=m, day=day)
print([str(add_months(start, i)) for i in range(5)])
print(start.isoformat(), start.weekday(), start.isoweekday(), start.isocalendar(), start.toordinal())
print(start.strftime("%A %d %B %Y | %a %b %j %U %W"), start.ctime())
dt = datetime(2024, 3, 10, 14, 5, 9, 123456)
print(dt, repr(dt), dt.isoformat(timespec="seconds"), dt.date(), dt.time(), dt.timetuple()[:6])
print(dt.strftime("%I:%M %p %H%M%S.%f %y %%"), f"{dt:%Y-%m-%dT%H:%M}")
d = timedelta(days=1, hours=25, minutes=-30, seconds=3661, microseconds=5)
print(d, repr(d), d.total_seconds(), d.days, d.seconds, d.microseconds)
print(timedelta(seconds=-1), -timedelta(days=1, hours=2), timedelta(hours=36) // timedelta(days=1), timedelta(hours=36) % timedelta(days=1))
print(timedelta(days=7) / 2, timedelta(days=7) / timedelta(hours=12), abs(timedelta(-3)), timedelta(weeks=2) * 1.5)
print(datetime(2024, 3, 1) - datetime(2024, 2, 1), date(2025, 1, 1) - date(2024, 1, 1), dt + timedelta(days=30))
print(datetime.strptime("2023-07-04 09:30", "%Y-%m-%d %H:%M"), datetime.strptime("05/Nov/2021:13:00:01", "%d/%b/%Y:%H:%M:%S"))
print(date.fromisoformat("2022-12-25"), datetime.fromisoformat("2022-12-25T10:20:30+02:00"), time.fromisoformat("08:15"))
print(date(2024, 2, 29) < date(2024, 3, 1), max(date(2020, 1, 1), date(2019, 12, 31)), date.min, date.max)
utc = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
est = timezone(timedelta(hours=-5), "EST")
print(utc, utc.astimezone(est), utc.astimezone(est).tzname(), utc.utcoffset(), est, timezone(timedelta(hours=5, minutes=30)))
print(utc == utc.astimezone(est), utc.timestamp(), datetime.fromtimestamp(0, tz=timezone.utc))
print(time(9, 30), time(23, 59, 59, 999999), time(7).isoformat(), time(12, 30).strftime("%H.%M"))
print(calendar.isleap(2100), calendar.leapdays(2000, 2025), calendar.monthrange(2024, 2), calendar.weekday(2024, 1, 1))
print(calendar.month_name[3], calendar.day_abbr[0], list(calendar.month_abbr)[1:4])
print(calendar.month(2024, 2))
invoices = [(date(2024, 1, 15), 120.0), (date(2024, 1, 28), 80.5), (date(2024, 2, 3), 42.25), (date(2024, 3, 30), 10.0)]
by_month = {}
for when, amt in invoices:
    by_month.setdefault(when.strftime("%Y-%m"), []).append(amt)
for k, v in by_month.items():
    print(k, f"{sum(v):8.2f}", len(v))
due = [when + timedelta(days=30) for when, _ in invoices]
print([x.isoformat() for x in due], sorted(due)[-1] - sorted(due)[0])
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
print(bool(timedelta(0)), timedelta(microseconds=1) > timedelta(0), hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)))
