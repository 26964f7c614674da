from datetime import datetime, date, time, timezone, timedelta
dt = datetime(2024, 7, 4, 9, 8, 7, 6500)
print(dt.isoformat(), dt.isoformat(sep=' '), dt.isoformat(timespec='seconds'), dt.isoformat(timespec='milliseconds'), dt.isoformat(timespec='hours'), dt.isoformat(timespec='minutes'))
print(datetime(2024, 1, 1).isoformat(), datetime(2024, 1, 1, tzinfo=timezone.utc).isoformat(), datetime(2024, 1, 1, tzinfo=timezone(timedelta(hours=5, minutes=45))).isoformat())
print(date(2024, 2, 3).isoformat(), time(1, 2, 3, 4).isoformat(), time(1, 2).isoformat(timespec='microseconds'), time(23, 59, 59, 999999, tzinfo=timezone.utc).isoformat())
for s in ['2024-07-04', '2024-07-04T09:08', '2024-07-04T09:08:07.123', '2024-07-04 09:08:07+02:00', '2024-07-04T09:08:07Z', '20240704', '2024-W27-4', '2024-07-04T09:08:07.123456-03:30']:
    print(s, repr(datetime.fromisoformat(s)))
print(date.fromisoformat('2024-02-29'), date.fromisoformat('20240229'), date.fromisoformat('2024-W01-1'))
print(time.fromisoformat('12:34'), time.fromisoformat('12:34:56.789'), repr(time.fromisoformat('12:34:56+01:00')), time.fromisoformat('T1234'))
for bad in ['2024-02-30', '2024/01/01', '', '24-01-01']:
    try:
        date.fromisoformat(bad)
    except ValueError as e:
        print('ValueError', e)
print(date(2024, 7, 4).weekday(), date(2024, 7, 4).isoweekday(), date(2024, 7, 4).isocalendar(), tuple(date(2024, 12, 30).isocalendar()))
ic = date(2021, 1, 1).isocalendar()
print(ic.year, ic.week, ic.weekday, date.fromisocalendar(2020, 53, 5))
print(date(2024, 2, 29).replace(year=2025, day=28), dt.replace(hour=0, microsecond=0), dt.replace(tzinfo=timezone.utc))
try:
    date(2024, 2, 29).replace(year=2023)
except ValueError as e:
    print('ValueError', e)
print(date(2024, 1, 1) < date(2024, 1, 2), dt > datetime(2024, 7, 4), dt == dt.replace(), max(date(2020, 1, 1), date(2019, 12, 31)))
print(date(2024, 1, 1) == datetime(2024, 1, 1), date(2024, 1, 1) != datetime(2024, 1, 1))
try:
    date(2024, 1, 1) < datetime(2024, 1, 1)
except TypeError as e:
    print('TypeError', e)
try:
    datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc)
except TypeError as e:
    print('TypeError', e)
print(datetime(2024, 1, 1) == datetime(2024, 1, 1, tzinfo=timezone.utc))
print(date.fromordinal(738000), date(2024, 1, 1).toordinal(), date.fromtimestamp(0).year >= 1969, datetime.fromtimestamp(86400, timezone.utc))
print(datetime.combine(date(2024, 1, 2), time(3, 4)), dt.date(), dt.time(), dt.timetz(), dt.timetuple()[:7])
print(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp(), datetime.utcfromtimestamp(1e9))
print(date.min, date.max, datetime.min, datetime.max, time.min, time.max)
