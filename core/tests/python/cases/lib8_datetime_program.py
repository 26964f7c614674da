from datetime import date, datetime, timedelta, time
import calendar
def business_days(start, end):
    d, n = start, 0
    while d <= end:
        if d.weekday() < 5: n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 1, 31)), business_days(date(2024, 2, 1), date(2024, 2, 29)))
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    y += d.year; mo += 1
    return d.replace(year=y, month=mo, day=min(d.day, calendar.monthrange(y, mo)[1]))
print([str(add_months(date(2024, 1, 31), k)) for k in range(-2, 5)])
def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 6, 15), date(2024, 6, 14)), age(date(1990, 6, 15), date(2024, 6, 15)), age(date(2000, 2, 29), date(2023, 2, 28)))
sched = [datetime(2024, 3, 1, 9) + timedelta(minutes=45 * i) for i in range(6)]
for s in sched:
    print(s.strftime('%a %H:%M'), (s + timedelta(minutes=30)).time(), s.time() < time(11))
logs = ['2024-03-01T09:00:00', '2024-03-01T09:17:30', '2024-03-01T10:02:05', '2024-03-02T00:00:01']
ts = [datetime.fromisoformat(x) for x in logs]
gaps = [b - a for a, b in zip(ts, ts[1:])]
print([str(g) for g in gaps], max(gaps), sum(gaps, timedelta()) / len(gaps))
print(sorted(ts, reverse=True)[0], min(ts).date(), {t.date() for t in ts} == {date(2024, 3, 1), date(2024, 3, 2)})
week = date(2024, 3, 6)
monday = week - timedelta(days=week.weekday())
print([str(monday + timedelta(days=i)) for i in range(7)])
print(date(2024, 12, 31).timetuple().tm_yday, date(2024, 12, 31).isocalendar().week, date(2026, 1, 1).isocalendar())
d = timedelta(seconds=3725)
h, rem = divmod(d.seconds, 3600); m, s = divmod(rem, 60)
print(f'{h:02}:{m:02}:{s:02}', f'{d}', f'{d.total_seconds():.0f}s')
print(datetime(2024, 1, 1) + timedelta(days=365.25 * 4), datetime(2024, 1, 1, 12).replace(minute=59) - timedelta(microseconds=1))
print(f'{date(2024, 7, 4):%A, %B %d, %Y}', '{:%Y-%m}'.format(date(2024, 7, 4)), date(2024, 7, 4).ctime(), datetime(2024, 7, 4, 5, 6, 7).ctime())
