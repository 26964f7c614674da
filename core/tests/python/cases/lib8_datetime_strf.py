from datetime import datetime, date, time, timezone, timedelta
dt = datetime(2024, 2, 29, 13, 5, 9, 123456)
for f in ['%Y-%m-%d %H:%M:%S', '%a %A %b %B', '%d/%m/%y', '%I:%M %p', '%j %U %W', '%f', '%%', '%c', '%x', '%X', '%G-W%V-%u', '%w', '%e', '%C', '%D', '%T', '%R', '%h', '%n%t|']:
    print(repr(f), repr(dt.strftime(f)))
print(date(2024, 1, 1).strftime('%A %j %U %W'), time(9, 5).strftime('%H:%M:%S %p'))
for s, f in [('2024-02-29 13:05:09', '%Y-%m-%d %H:%M:%S'), ('29/02/24', '%d/%m/%y'), ('Mar 5 2021 3:04PM', '%b %d %Y %I:%M%p'), ('2021-060', '%Y-%j'), ('12:30:45.5', '%H:%M:%S.%f'), ('Monday 1 January 2024', '%A %d %B %Y'), ('2024-01-01T00:00:00+0530', '%Y-%m-%dT%H:%M:%S%z'), ('2024-01-01 Z', '%Y-%m-%d %z'), ('1999', '%Y')]:
    r = datetime.strptime(s, f)
    print(repr(r), r.strftime(f) if '%z' not in f else r.tzinfo)
for s, f in [('2024-13-01', '%Y-%m-%d'), ('2023-02-29', '%Y-%m-%d'), ('abc', '%Y'), ('2024-01-01 extra', '%Y-%m-%d')]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print('ValueError', e)
dz = datetime(2024, 6, 1, 12, tzinfo=timezone(timedelta(hours=-5, minutes=-30), 'X'))
print(dz.strftime('%z %Z'), datetime(2024, 6, 1, tzinfo=timezone.utc).strftime('%z %Z'), repr(datetime(2024, 1, 1).strftime('%z%Z')))
print(format(dt, '%Y'), f'{dt:%H:%M}', f'{date(2020, 5, 17):%d.%m.%Y}', format(dt, ''))
print(datetime.strptime('2024', '%Y').date(), date(1, 1, 1).strftime('%Y'), date(999, 1, 1).strftime('%Y|%G'))
