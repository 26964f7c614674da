from datetime import date, timedelta, MINYEAR, MAXYEAR

print(MINYEAR, MAXYEAR, repr(date.min), repr(date.max), repr(date.resolution))
days = [date(2020, 1, 1), date(2020, 2, 29), date(2019, 12, 31), date(2021, 1, 3),
        date(2008, 12, 29), date(2010, 1, 3), date(1, 1, 1), date(9999, 12, 31), date(1970, 1, 1),
        date(2000, 3, 1), date(1900, 2, 28), date(2024, 7, 15), date(2015, 12, 31), date(2026, 1, 1)]
for d in days:
    print(repr(d), d, d.isoformat(), d.toordinal(), d.weekday(), d.isoweekday(),
          d.isocalendar(), tuple(d.isocalendar()), d.ctime())
    print("   ", d.strftime("%a %A %b %B %d %m %y %Y %j %U %W %w %u %G %V %%"), f"{d:%d/%m/%Y}", format(d, ""))
    assert date.fromordinal(d.toordinal()) == d
    assert date.fromisoformat(d.isoformat()) == d
    ic = d.isocalendar()
    assert date.fromisocalendar(ic.year, ic.week, ic.weekday) == d
    print("   ", tuple(d.timetuple()))

d = date(2020, 1, 31)
print(d + timedelta(days=1), d - timedelta(days=31), timedelta(days=366) + d, d - date(2019, 1, 31))
print(d.replace(day=1), d.replace(year=2021, month=2, day=28), d.year, d.month, d.day)
print(d == date(2020, 1, 31), d < date(2020, 2, 1), d > date(2020, 2, 1), d != date(2020, 1, 30))
print(sorted(days)[:3], max(days), min(days))
print(hash(d) == hash(date(2020, 1, 31)), len({d, date(2020, 1, 31), date(2020, 2, 1)}))
for s in ["2021-03-04", "20210304", "2021-W01-1", "2021W011", "2021-W52", "2020-W53-7"]:
    print(s, repr(date.fromisoformat(s)))
bad = [lambda: date(0, 1, 1), lambda: date(2020, 13, 1), lambda: date(2020, 2, 30),
       lambda: date(2019, 2, 29), lambda: date(10000, 1, 1), lambda: date(2020, 4, 31),
       lambda: date.fromisoformat("2020-1-1"), lambda: date.fromisoformat("2020-02-30"),
       lambda: date.fromisoformat("x"), lambda: date.max + timedelta(1),
       lambda: date.min - timedelta(1), lambda: date.fromordinal(0), lambda: date(2020, 1.0, 1),
       lambda: date.fromisocalendar(2021, 53, 1),
       lambda: date.fromisocalendar(2021, 1, 8), lambda: d.replace(month=2, day=30)]
for f in bad:
    try:
        print(f())
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
print(date(2020, 1, 1) == 5, date(2020, 1, 1) != "x")
print(date.fromtimestamp(0), date.fromtimestamp(86400 * 365.25 * 30), date.fromtimestamp(1e9))
print(isinstance(date.today(), date))

# day-by-day walk across leap years checks ordinals and weekdays against each other
d = date(1999, 12, 25)
prev = d.toordinal()
for i in range(800):
    d += timedelta(days=1)
    assert d.toordinal() == prev + 1 and d.weekday() == (prev + 1 + 6) % 7
    prev += 1
print(d, d.isocalendar())
