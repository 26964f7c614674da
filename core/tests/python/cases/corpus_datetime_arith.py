from datetime import date, datetime, timedelta, time, timezone
d = date(2024, 1, 31)
print(d, repr(d), d + timedelta(days=30), d.weekday(), d.isoweekday(), d.isocalendar())
print(d.strftime("%A %d %B %Y (%a %b) %j %U %W %y %m"), d.replace(month=2, day=29))
try:
    d.replace(month=2)
except ValueError as e:
    print(e)
dt = datetime(2023, 12, 31, 23, 59, 30, 123456)
print(dt, dt + timedelta(seconds=45), dt.isoformat(), dt.isoformat(sep=" ", timespec="milliseconds"))
print(dt.strftime("%H:%M:%S.%f %p %I"), dt.date(), dt.time(), dt.timetuple()[:6])
td = timedelta(days=1, hours=25, minutes=-30, seconds=3.5)
print(td, repr(td), td.total_seconds(), td.days, td.seconds, td.microseconds)
print(timedelta(-1), timedelta(seconds=-1), abs(timedelta(hours=-5)), timedelta(weeks=2) / timedelta(days=1))
print(timedelta(days=7) // 3, timedelta(hours=1) * 2.5, -timedelta(minutes=90), timedelta(0))
print(datetime.fromisoformat("2024-03-10T08:15:00"), date.fromisoformat("2000-02-29"), datetime.strptime("05/06/21 14:30", "%d/%m/%y %H:%M"))
utc = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
est = timezone(timedelta(hours=-5), "EST")
print(utc, utc.astimezone(est), utc.tzname(), est, timezone(timedelta(hours=5, minutes=30)))
print((date(2024, 12, 25) - date(2024, 1, 1)).days, date(2024, 3, 1) - timedelta(days=1))
print(date.fromordinal(738000), date(2024, 1, 1).toordinal(), date.min, date.max, time(12, 30))
print(sorted([date(2020, 5, 1), date(2019, 1, 1), date(2020, 1, 5)]), date(2020, 1, 1) < date(2021, 1, 1))
print(time(9, 5, 7, 100), time(23, 59).isoformat(), time(1, 2, 3).strftime("%H-%M-%S"), repr(time(1, 2)))
print(datetime(2024, 2, 28) + timedelta(days=1), datetime(2023, 2, 28) + timedelta(days=1))
try:
    date(2023, 2, 29)
except ValueError as e:
    print(e)
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print(e)
print(repr(dt), repr(utc), repr(timedelta(days=2, seconds=5)), repr(timedelta(microseconds=-1)))
import calendar
print(calendar.isleap(2100), calendar.monthrange(2024, 2), calendar.day_name[0])
print(calendar.month(2024, 2))
print(hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)), {date(2024, 1, 1): 1}[date(2024, 1, 1)])
print(datetime(2024, 1, 1, 10) - datetime(2023, 12, 31, 12), (datetime(2024,1,1) - datetime(2024,1,2)))
print(f"{d:%d.%m.%Y}", f"{dt:%Y}", "{:%H:%M}".format(dt))
