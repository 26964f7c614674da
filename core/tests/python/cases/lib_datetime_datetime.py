from datetime import datetime, date, time, timedelta, timezone

print(repr(datetime.min), repr(datetime.max), repr(datetime.resolution))
dts = [datetime(2020, 1, 1), datetime(2020, 1, 1, 12), datetime(2020, 1, 1, 12, 30),
       datetime(2020, 1, 1, 12, 30, 15), datetime(2020, 1, 1, 12, 30, 15, 500),
       datetime(2020, 1, 1, 0, 0, 0, 1), datetime(1999, 12, 31, 23, 59, 59, 999999),
       datetime(2024, 2, 29, 6, 7, 8)]
for dt in dts:
    print(repr(dt), str(dt), dt.isoformat(), dt.isoformat(" "), dt.isoformat(timespec="minutes"),
          dt.isoformat(timespec="milliseconds"), dt.ctime())
    print("   ", dt.strftime("%Y-%m-%d %H:%M:%S.%f %I %p %j %a %b %c|%x|%X|%z|%Z|"), dt.timestamp())
    print("   ", repr(dt.date()), repr(dt.time()), dt.weekday(), dt.isocalendar(), tuple(dt.timetuple()))
    assert datetime.fromisoformat(dt.isoformat()) == dt
    assert datetime.fromtimestamp(dt.timestamp()) == dt or dt.year < 1970 or dt.microsecond

dt = datetime(2020, 2, 28, 23, 30)
print(dt + timedelta(hours=1), dt + timedelta(days=2, minutes=45), dt - timedelta(days=60, seconds=1))
print(dt - datetime(2020, 1, 1), datetime(2020, 1, 1) - dt, (dt - datetime(2019, 2, 28, 23, 30)).days)
print(dt.replace(hour=1, minute=2), dt.replace(year=2021, day=1), repr(dt.replace(tzinfo=timezone.utc)))
print(datetime.combine(date(2021, 5, 6), time(7, 8, 9)), repr(datetime.combine(date(2021, 5, 6), time(7, tzinfo=timezone.utc))))
print(dt == datetime(2020, 2, 28, 23, 30), dt < datetime(2020, 2, 29), dt == dt.date(), dt.date() == dt)
print(isinstance(dt, date), issubclass(datetime, date), dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.microsecond, dt.tzinfo, dt.fold)
print(datetime.fromtimestamp(0), datetime.utcfromtimestamp(1.5), datetime.fromtimestamp(1234567890.123456),
      datetime.fromtimestamp(0, timezone.utc), datetime.fromtimestamp(3600, timezone(timedelta(hours=-5))))
print(repr(datetime.fromtimestamp(86399.999999)))
for s in ["2011-11-04", "2011-11-04T00:05:23", "2011-11-04T00:05:23Z", "20111104", "20111104T000523",
          "2011-11-04 00:05:23.283", "2011-11-04 00:05:23.283+00:00", "2011-11-04T00:05:23+04:00",
          "2011-W01-2T00:05:23.283", "2011-11-04T00:05", "2011-11-04T10", "2011-11-04T00:05:23-05:30:15"]:
    print(s, repr(datetime.fromisoformat(s)))
for s in ["2011-11-04T25:00", "2011-11-04X", "nope", "2011-11-04T00:05:23+"]:
    try:
        datetime.fromisoformat(s)
    except ValueError as e:
        print("ValueError", e)
for s, f in [("2021-03-04 05:06:07", "%Y-%m-%d %H:%M:%S"), ("04/03/21", "%d/%m/%y"),
             ("5 March 2021 7:08 PM", "%d %B %Y %I:%M %p"), ("2021-063", "%Y-%j"),
             ("12:00:00.5 +0130", "%H:%M:%S.%f %z"), ("Mar 4 2021", "%b %d %Y")]:
    print(repr(datetime.strptime(s, f)))
for s, f in [("2021-03-04", "%Y/%m/%d"), ("2021-03-04x", "%Y-%m-%d")]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print("ValueError", e)
for bad in [lambda: datetime(2020, 1, 1, 24), lambda: datetime(2020, 1, 1, 1, 60),
            lambda: datetime(2020, 1, 1, 1, 1, 60), lambda: datetime(2020, 1, 1, 1, 1, 1, 10**6),
            lambda: datetime.max + timedelta(microseconds=1), lambda: datetime(2020, 1, 1) < date(2020, 1, 1),
            lambda: datetime(2020, 1, 1, tzinfo=5)]:
    try:
        bad()
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
print(f"{dt:%Y}", f"{dt}", format(dt, "%H-%M"))
print(hash(dt) == hash(datetime(2020, 2, 28, 23, 30)), len({dt, dt.replace(), dt + timedelta(0)}))
print(isinstance(datetime.now(), datetime), isinstance(datetime.utcnow(), datetime), datetime.now(timezone.utc).tzinfo)
