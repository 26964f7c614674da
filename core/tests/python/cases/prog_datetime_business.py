from datetime import date, datetime, timedelta, time, timezone

d = date(2024, 2, 28)
print(d, d + timedelta(days=1), d + timedelta(days=2), d.weekday(), d.isoweekday(), d.isocalendar())
print(d.strftime("%A %d %B %Y"), d.strftime("%a %b %d %j %U %W %y %m/%d"), d.isoformat(), d.toordinal())
print(date.fromisoformat("2023-12-31"), date.fromordinal(738000), d.replace(day=1), d.timetuple()[:6])
dt = datetime(2024, 3, 10, 14, 30, 5, 123456)
print(dt, dt.isoformat(), dt.isoformat(sep=" ", timespec="seconds"), dt.date(), dt.time(), repr(dt))
print(dt.strftime("%Y-%m-%d %H:%M:%S.%f %I%p"), dt.hour, dt.minute, dt.microsecond)
print(datetime.strptime("2021-07-04 09:15", "%Y-%m-%d %H:%M"), datetime.fromisoformat("2020-01-02T03:04:05"))
delta = datetime(2024, 12, 25) - datetime(2024, 3, 10, 14, 30)
print(delta, delta.days, delta.seconds, delta.total_seconds(), repr(delta))
print(timedelta(hours=25, minutes=70), timedelta(weeks=1, days=-8), -timedelta(seconds=1), timedelta(microseconds=1500))
print(timedelta(days=1) / timedelta(hours=1), timedelta(days=1) // 7, timedelta(minutes=90) * 2, abs(timedelta(-3)))
print(timedelta(days=1) > timedelta(hours=23), sum([timedelta(hours=8)] * 5, timedelta()), divmod(timedelta(hours=10), timedelta(hours=3)))
utc = timezone.utc
aware = datetime(2024, 6, 1, 12, 0, tzinfo=utc)
ist = timezone(timedelta(hours=5, minutes=30), "IST")
print(aware, aware.astimezone(ist), aware.tzname(), aware.astimezone(ist).utcoffset(), ist)
print(aware.timestamp(), datetime.fromtimestamp(0, tz=utc), aware == aware.astimezone(ist))
t = time(9, 5, 7)
print(t, t.isoformat(), t.strftime("%H.%M"), time.fromisoformat("23:59:59.5"), t.replace(hour=10))
try:
    aware - datetime(2024, 1, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2021-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)


def business_days(start, end, holidays=()):
    n = 0
    cur = start
    while cur < end:
        if cur.weekday() < 5 and cur not in holidays:
            n += 1
        cur += timedelta(days=1)
    return n


print(business_days(date(2024, 1, 1), date(2024, 2, 1), {date(2024, 1, 1), date(2024, 1, 15)}))
age = lambda born, today: today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 8, 15), date(2024, 8, 14)), age(date(1990, 8, 15), date(2024, 8, 15)))
meetings = [datetime(2024, 5, 3, 9), datetime(2024, 5, 1, 15), datetime(2024, 5, 1, 9, 30)]
for m in sorted(meetings):
    print(m.strftime("%a %d %b %H:%M"), (m - min(meetings)))
print(max(meetings) - min(meetings), min(meetings).replace(minute=0) < min(meetings))
print(date(2024, 1, 31) + timedelta(days=30), (date(2025, 1, 1) - date(2024, 1, 1)).days, date.min, date.max, datetime.min)
print(hash(date(2020, 1, 1)) == hash(date(2020, 1, 1)), {date(2020, 1, 1): 1}[date(2020, 1, 1)])
print(f"{dt:%d/%m/%Y}", format(d, "%Y"), "{:%H:%M}".format(dt), str(timedelta(0)), timedelta(days=-1, seconds=5))
