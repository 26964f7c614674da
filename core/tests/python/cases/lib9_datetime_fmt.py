from datetime import datetime, date, time, timedelta, timezone
d = datetime(2024, 2, 29, 13, 5, 9, 123456)
for f in ['%Y-%m-%d %H:%M:%S.%f', '%a %A %b %B %c', '%x %X', '%I:%M %p', '%j %U %W %w %u %V %G', '%y %e %%', '%D %T %R %r %h %n|%t|', '%C %g %k %l %s' if False else '%C %g']:
    print(repr(d.strftime(f)))
print(d.isoformat(), d.isoformat(' ', 'minutes'), d.isoformat(timespec='milliseconds'), d.date().isoformat(), d.time().isoformat('seconds'))
print(str(d), repr(d), d.ctime(), f'{d:%d/%m/%Y}', format(d, ''), f'{d.date():%A}')
print(d.isocalendar(), d.isoweekday(), d.weekday(), d.timetuple().tm_yday, d.toordinal(), date.fromordinal(738000))
print(datetime.fromisoformat('2024-01-02T03:04:05.678+05:30'), datetime.fromisoformat('2024-01-02'), date.fromisoformat('2024-12-31'))
print(datetime.strptime('03/15/21 4:05PM', '%m/%d/%y %I:%M%p'), datetime.strptime('2020-W10-3', '%G-W%V-%u'))
tz = timezone(timedelta(hours=-3, minutes=-30), 'NST')
a = datetime(2024, 3, 1, 12, tzinfo=tz)
print(a, a.tzname(), a.utcoffset(), a.astimezone(timezone.utc), a.strftime('%z %Z'), repr(tz), str(timezone.utc), repr(timezone(timedelta(hours=2))))
print(timedelta(days=-1, seconds=5), timedelta(hours=25, microseconds=7), repr(timedelta(minutes=-1)), timedelta(weeks=1) / timedelta(days=2), timedelta(days=7) // 3)
print(timedelta(seconds=3661).total_seconds(), abs(timedelta(-2)), timedelta(days=1) * 1.5, divmod(timedelta(hours=5), timedelta(hours=2)), -timedelta(hours=1))
print(time(1, 2, 3, 4), time(23, 59).isoformat(), time(12, 30).strftime('%I %p'), repr(time(0)), time.fromisoformat('10:20:30.5'))
print(date(2024, 1, 31) + timedelta(days=30), date(2023, 3, 1) - date(2023, 2, 1), date(2024, 5, 17).replace(day=1), date.max, date.min, datetime.min)
print(d.replace(microsecond=0, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(0, timezone.utc), datetime(2000, 1, 1) < datetime(2000, 1, 2))
print(sorted([date(2020, 5, 1), date(2019, 1, 1)]), max(time(3), time(1)), date(2024, 2, 29).strftime('%d %b %Y'), date(2024, 1, 1).__format__('%G'))
try:
    date(2023, 2, 29)
except ValueError as e:
    print('ValueError', e)
try:
    datetime.strptime('2020-13-01', '%Y-%m-%d')
except ValueError as e:
    print('ValueError', e)
try:
    datetime.strptime('2020-01-01 extra', '%Y-%m-%d')
except ValueError as e:
    print('ValueError', e)
try:
    datetime(2020, 1, 1) - datetime(2020, 1, 1, tzinfo=timezone.utc)
except TypeError as e:
    print('TypeError', e)
