import datetime as dt
d = dt.datetime(2024, 2, 29, 13, 5, 9, 123456)
for f in ["%Y-%m-%d %H:%M:%S", "%a %b %d %I:%M %p", "%j %U %W", "%y%m%d", "%A, %B %-d" if False else "%A, %B %d",
          "%f", "%H:%M:%S.%f", "%%", "%c", "%x", "%X", "%G-W%V-%u", "%e" if False else "%d"]:
    print(repr(f), d.strftime(f))
print(d.isoformat(), d.isoformat(" "), d.isoformat(timespec="minutes"), d.isoformat(timespec="milliseconds"))
print(d.date().isoformat(), d.time().isoformat(), d.time().isoformat("seconds"), str(d), repr(d))
print(d.isocalendar(), d.weekday(), d.isoweekday(), d.timetuple().tm_yday, d.toordinal())
print(dt.datetime.fromisoformat("2023-12-31T23:59:59"), dt.date.fromisoformat("2020-01-01"), dt.time.fromisoformat("10:20:30.5"))
print(dt.datetime.strptime("2021-07-04 09:30", "%Y-%m-%d %H:%M"), dt.datetime.strptime("03/Mar/2022", "%d/%b/%Y"))
print(dt.date(2024, 1, 31) + dt.timedelta(days=30), dt.date(2023, 3, 1) - dt.date(2023, 2, 1))
td = dt.timedelta(days=-1, seconds=5)
print(td, repr(td), td.total_seconds(), abs(td), -td)
print(dt.timedelta(hours=25, minutes=70), dt.timedelta(microseconds=1), dt.timedelta(weeks=2, milliseconds=1500))
print(dt.timedelta(days=1) / dt.timedelta(hours=5), dt.timedelta(days=1) // dt.timedelta(hours=5), dt.timedelta(days=1) % dt.timedelta(hours=5))
print(dt.timedelta(hours=3) * 2.5, dt.timedelta(hours=3) / 4, divmod(dt.timedelta(days=1), dt.timedelta(hours=7)))
print(dt.timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999) == dt.timedelta.max)
try:
    dt.date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    dt.datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
utc = dt.timezone.utc
est = dt.timezone(dt.timedelta(hours=-5), "EST")
a = dt.datetime(2024, 6, 1, 12, 0, tzinfo=utc)
print(a, a.astimezone(est), a.astimezone(est).tzname(), a.utcoffset(), est.utcoffset(None), repr(est))
print(dt.timezone(dt.timedelta(hours=5, minutes=30)), a.isoformat(), a.timestamp())
print(dt.datetime.fromtimestamp(0, utc), dt.datetime.fromtimestamp(1700000000, utc).strftime("%Y-%m-%d %H:%M %Z"))
print(a.replace(hour=0, tzinfo=None), dt.datetime.combine(dt.date(2020, 5, 17), dt.time(8, 15)))
print(dt.date(2024, 3, 10).replace(day=1), dt.date.min, dt.date.max, dt.time.max, dt.datetime.min)
print(sorted([dt.date(2022, 1, 5), dt.date(2021, 12, 31), dt.date(2022, 1, 1)]))
print(dt.time(23, 59, 59, 999) < dt.time(23, 59, 59, 1000), dt.time(1, 2), dt.time(1, 2, 3, 40))
print(format(dt.date(2000, 1, 1), ""), format(dt.time(4, 5), "%H h %M m"), dt.date(2000, 1, 1).ctime())
