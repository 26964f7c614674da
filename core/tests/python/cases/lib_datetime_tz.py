from datetime import datetime, time, timedelta, timezone, tzinfo, date
import datetime as dtmod

utc = timezone.utc
print(repr(utc), str(utc), utc is dtmod.UTC, timezone(timedelta(0)) is utc, repr(timezone(timedelta(0), 'Z')))
zones = [timezone(timedelta(hours=h, minutes=m)) for h, m in [(1, 0), (-5, 0), (5, 30), (-3, -30), (0, 45), (23, 59), (-23, -59)]]
zones += [timezone(timedelta(hours=2), "EET"), timezone(timedelta(seconds=3661, microseconds=5)), timezone.min, timezone.max]
for z in zones:
    print(repr(z), str(z), z.utcoffset(None), z.tzname(None), z.dst(None))
    d = datetime(2021, 6, 1, 12, 0, tzinfo=z)
    print("   ", d, repr(d), d.isoformat(), d.strftime("%z %Z"), d.utcoffset(), d.tzname(), d.dst())
    print("   ", d.astimezone(utc), d.timestamp(), d.timetz(), d.timetz().isoformat(), d.utctimetuple()[:6])
print(timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), "X"), hash(utc) == hash(timezone(timedelta(0), 'Q')))
for bad in [lambda: timezone(timedelta(hours=24)), lambda: timezone(timedelta(hours=-24)), lambda: timezone(5),
            lambda: timezone(timedelta(1), 5)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

a = datetime(2021, 1, 1, 12, tzinfo=timezone(timedelta(hours=2)))
b = datetime(2021, 1, 1, 10, tzinfo=utc)
c = datetime(2021, 1, 1, 12)
print(a == b, a - b, b - a, a < b + timedelta(seconds=1), hash(a) == hash(b), a == c, a != c)
for bad in [lambda: a < c, lambda: a - c, lambda: c >= a]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
print(a.astimezone(timezone(timedelta(hours=-8))), c.astimezone(timezone(timedelta(hours=3))), repr(b.astimezone(utc)))
print(datetime(2021, 3, 1, 0, 30, tzinfo=utc).astimezone(timezone(timedelta(hours=-1))))
print(a.replace(tzinfo=None), repr(a.replace(tzinfo=utc)))


class Fixed(tzinfo):
    def __init__(self, minutes, name):
        self.off = timedelta(minutes=minutes)
        self.name = name
    def utcoffset(self, dt):
        return self.off
    def tzname(self, dt):
        return self.name
    def dst(self, dt):
        return timedelta(0)
    def __repr__(self):
        return f"Fixed({self.name})"


f = Fixed(-90, "M90")
d = datetime(2021, 7, 4, 9, 15, tzinfo=f)
print(d, repr(d), d.utcoffset(), d.tzname(), d.dst(), d.strftime("%H:%M %z %Z"), d.astimezone(utc))
print(utc.fromutc(datetime(2021, 1, 1, tzinfo=utc)), f.fromutc(datetime(2021, 1, 1, tzinfo=f)))
print(d.timetuple().tm_isdst, datetime(2021, 7, 4).timetuple().tm_isdst)
try:
    tzinfo().utcoffset(None)
except NotImplementedError as e:
    print("NotImplementedError", e)

# time objects
times = [time(), time(1), time(1, 2), time(1, 2, 3), time(1, 2, 3, 4), time(23, 59, 59, 999999),
         time(12, tzinfo=utc), time(12, 30, tzinfo=timezone(timedelta(hours=-4))), time(0, 0, 5, fold=1)]
for t in times:
    print(repr(t), str(t), t.isoformat(), t.isoformat("hours"), t.isoformat("milliseconds"), t.strftime("%H|%M|%S|%f|%p|%z"), bool(t))
print(repr(time.min), repr(time.max), repr(time.resolution))
print(time(1, 2) < time(1, 3), time(1, 2) == time(1, 2, 0), time(12, tzinfo=utc) == time(13, tzinfo=timezone(timedelta(hours=1))))
print(time(12) == time(12, tzinfo=utc))
print(time(4, 5).replace(minute=6), repr(time(4, 5).replace(tzinfo=utc)), time(4).hour, time(4).minute, time(4).second, time(4).microsecond, time(4).tzinfo)
for s in ["04:23:01", "04:23:01.000384", "04:23", "042301", "04:23:01+04:00", "T04:23:01Z", "04"]:
    print(s, repr(time.fromisoformat(s)))
for bad in [lambda: time(24), lambda: time(1, 60), lambda: time(0, 0, 60), lambda: time(0, 0, 0, -1),
            lambda: time.fromisoformat("4:23"), lambda: time(12) < time(12, tzinfo=utc),
            lambda: time(0, fold=2)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

import copy
for obj in [date(2020, 1, 2), datetime(2021, 5, 6, 7, 8, 9, tzinfo=utc), timedelta(3, 4, 5), time(1, 2),
            timezone(timedelta(hours=2))]:
    c1, c2 = copy.copy(obj), copy.deepcopy(obj)
    print(repr(c1), c1 == obj, type(c2) is type(obj))
