from datetime import date, datetime, timedelta, time, timezone
import calendar

d0 = date(2024, 2, 28)
for n in range(4):
    d = d0 + timedelta(days=n)
    print(d, d.strftime("%a %b %d %Y"), d.weekday(), d.isoweekday(), d.isocalendar(), d.timetuple().tm_yday)

print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(1900, 2025), calendar.monthrange(2024, 2))
print(calendar.month(2024, 3))
cal = calendar.TextCalendar(firstweekday=calendar.SUNDAY)
print(cal.formatmonth(2023, 12, w=3))
print(calendar.weekday(2000, 1, 1), calendar.day_name[calendar.weekday(2000, 1, 1)], list(calendar.month_abbr)[1:4])


def age(born, today):
    years = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    return years


people = {"Ada": date(1815, 12, 10), "Alan": date(1912, 6, 23), "Grace": date(1906, 12, 9)}
ref = date(1950, 6, 23)
for name, born in sorted(people.items(), key=lambda kv: kv[1]):
    print(f"{name:<6} born {born:%d %B %Y} age at {ref} = {age(born, ref)}, days alive {(ref - born).days:,}")

dt = datetime(2023, 3, 12, 1, 30, 15, 250000)
print(dt, repr(dt), dt.isoformat(timespec="milliseconds"), dt.time(), dt.date())
print(dt + timedelta(hours=23, minutes=45), dt - datetime(2023, 1, 1), (dt - datetime(2023, 1, 1)).total_seconds())
delta = timedelta(days=-1, seconds=5)
print(delta, repr(delta), delta.days, delta.seconds, abs(delta), -delta, delta * 3, delta / 2)
print(timedelta(hours=36) // timedelta(hours=5), timedelta(hours=36) % timedelta(hours=5), timedelta(weeks=1, microseconds=1))
print(timedelta(days=1) / timedelta(hours=7), str(timedelta(microseconds=-1)), timedelta(seconds=90061.5))
print(datetime.strptime("2021-07-04 18:05", "%Y-%m-%d %H:%M").strftime("%I:%M %p on %A, %j"))
print(datetime.fromisoformat("2020-02-29T23:59:59+05:30"), datetime.fromisoformat("2020-02-29T23:59:59+05:30").utcoffset())
utc = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
est = timezone(timedelta(hours=-5), "EST")
print(utc.astimezone(est), utc.astimezone(est).tzname(), utc == utc.astimezone(est), utc.timestamp())
print(datetime.fromtimestamp(86400 * 365, tz=timezone.utc), timezone(timedelta(hours=5, minutes=30)))
print(time(9, 5), time(23, 59, 59, 999999).isoformat(), time(7, 0).strftime("%H:%M:%S"), time(12, 30) < time(13))
print(date.fromordinal(730000), date(2024, 1, 1).toordinal(), date.fromisocalendar(2024, 1, 1), date.min, date.max)
print(d0.replace(day=1), d0.replace(year=2023, month=12), datetime.combine(d0, time(8, 15)))


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))


start = date(2024, 1, 31)
print([add_months(start, k).isoformat() for k in range(-2, 6)])
bdays = 0
d = date(2024, 3, 1)
while d.month == 3:
    if d.weekday() < 5:
        bdays += 1
    d += timedelta(1)
print("business days in March 2024:", bdays)
fridays13 = [date(y, m, 13) for y in range(2023, 2026) for m in range(1, 13) if date(y, m, 13).weekday() == 4]
print([f.strftime("%Y-%m") for f in fridays13])
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
try:
    datetime.strptime("2023-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    date(2024, 1, 1) - datetime(2024, 1, 1)
except TypeError as e:
    print("TypeError:", e)
print(sorted([date(2024, 5, 1), date(2023, 5, 1), date(2024, 4, 30)]), max(timedelta(1), timedelta(hours=25)))
print(f"{datetime(2024, 7, 4, 9, 3):%Y/%m/%d %H.%M} {date(2024, 7, 4):%%Y %y %e}" if False else f"{datetime(2024, 7, 4, 9, 3):%Y/%m/%d %H.%M} {date(2024, 7, 4):%y %U %W}")
