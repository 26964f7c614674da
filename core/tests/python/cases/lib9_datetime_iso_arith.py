from datetime import datetime, date, time, timedelta, timezone
for s in ['2011-11-04', '20111104', '2011-11-04T00:05:23', '2011-11-04T00:05:23Z', '20111104T000523', '2011-W01-2T00:05:23.283', '2011-11-04 00:05:23.283', '2011-11-04 00:05:23.283+00:00', '2011-11-04T00:05:23+04:00', '2011-11-04T00:05', '2011-11-04T00', '2011-11-04T00:05:23.1', '2011-11-04T00:05:23,5', '2011-11-04T24:00', '2011-11-04T00:05:23-0330', '2011-11-04T00:05:23.123456789', 'bad', '2011-11-04T', '2011-11-04T00:05:23+04', '2011W012']:
    try:
        print(s, '->', repr(datetime.fromisoformat(s)))
    except ValueError as e:
        print(s, 'ValueError', e)
for s in ['2019-12-04', '20191204', '2021-W01-1', '2021W011', '2021-W53', '2019-1-4', '2019-12-04T']:
    try:
        print(s, '->', date.fromisoformat(s))
    except ValueError as e:
        print(s, 'ValueError', e)
for s in ['04:23:01', 'T04:23:01', 'T042301', '04:23:01.000384', '04:23:01,000384', '04:23:01+04:00', '04:23:01Z', '04', '4:23']:
    try:
        print(s, '->', repr(time.fromisoformat(s)))
    except ValueError as e:
        print(s, 'ValueError', e)
print(datetime.combine(date(2020, 1, 2), time(3, 4)), datetime.combine(date(2020, 1, 2), time(3, 4), timezone.utc), date.fromisocalendar(2020, 53, 7), datetime.fromisocalendar(2021, 1, 1))
print(timedelta(microseconds=-1), timedelta(days=-1, hours=23), str(timedelta(seconds=0.5)), str(timedelta(days=2, microseconds=10)), repr(timedelta(days=1, seconds=1, microseconds=1)), repr(timedelta(0)))
print(timedelta.max, timedelta.min, timedelta.resolution, timedelta(hours=1) // timedelta(minutes=7), timedelta(hours=1) % timedelta(minutes=7), timedelta(seconds=10) / 4, timedelta(seconds=10) * 0.3333)
print(round(timedelta(seconds=1.0000005).total_seconds(), 7), timedelta(seconds=1.0000015), timedelta(microseconds=0.5), timedelta(microseconds=1.5), timedelta(minutes=0.1))
t1 = datetime(2024, 3, 10, 1, 30, tzinfo=timezone(timedelta(hours=-5)))
print(t1 - datetime(2024, 3, 10, 6, 30, tzinfo=timezone.utc), t1 == datetime(2024, 3, 10, 6, 30, tzinfo=timezone.utc), t1.astimezone(timezone(timedelta(hours=9))), t1.replace(tzinfo=None), t1.timetz(), t1.utctimetuple()[:6])
print(date(2024, 1, 1) == datetime(2024, 1, 1), date(2024, 1, 1) != datetime(2024, 1, 1), datetime(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) == '2024-01-01')
try:
    date(2024, 1, 1) < datetime(2024, 1, 2)
except TypeError as e:
    print('TypeError', e)
try:
    datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc)
except TypeError as e:
    print('TypeError', e)
print(datetime(2024, 1, 1) == datetime(2024, 1, 1, tzinfo=timezone.utc), datetime(2024, 1, 1, 12, fold=1), datetime(2024, 1, 1, fold=1) == datetime(2024, 1, 1), repr(datetime(2024, 1, 1, fold=1)))
print(datetime(2024, 12, 31, 23, 59, 59, 999999) + timedelta(microseconds=1), date(2024, 3, 31) - timedelta(days=31), datetime(1, 1, 1) + timedelta(days=1))
try:
    datetime(9999, 12, 31) + timedelta(days=1)
except OverflowError as e:
    print('OverflowError', e)
try:
    date(1, 1, 1) - timedelta(days=1)
except OverflowError as e:
    print('OverflowError', e)
print(time(12, 30, 15, 500).isoformat(timespec='microseconds'), time(1).isoformat(timespec='hours'), datetime(2020, 5, 6, 7, 8, 9).isoformat(timespec='auto'), time(5, tzinfo=timezone.utc).isoformat())
try:
    time(1).isoformat(timespec='days')
except ValueError as e:
    print('ValueError', e)
print(f'{datetime(2024, 7, 4, 9, 5):%B %-d}' if False else '', f'{date(2024, 7, 4):%d.%m.%Y} {time(9, 5):%H-%M} {timedelta(1)!s:>20}|')
print(datetime(2024, 2, 29).replace(year=2025) if False else '', date(2024, 2, 29).isoweekday(), date(2023, 1, 1).isocalendar(), date(2023, 1, 1).isocalendar().week, tuple(date(2026, 12, 31).isocalendar()))
