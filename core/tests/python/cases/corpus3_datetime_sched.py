from datetime import date, datetime, timedelta, time, timezone

start = date(2024, 1, 29)
for i in range(5):
    d = start + timedelta(days=7 * i)
    print(d.isoformat(), d.strftime("%a %d %b %Y"), d.weekday(), d.isocalendar()[1])
print((date(2024, 12, 25) - date(2024, 2, 29)).days, date(2024, 2, 29).replace(year=2028))
try:
    date(2023, 2, 29)
except ValueError as e:
    print("ValueError:", e)
dt = datetime(2023, 3, 14, 15, 9, 26, 535897)
print(dt, repr(dt), dt.isoformat(timespec="milliseconds"), dt.strftime("%Y-%m-%dT%H:%M:%S.%f %j %p %I"))
print(dt.date(), dt.time(), dt.timestamp() if dt.tzinfo else "naive")
utc = dt.replace(tzinfo=timezone.utc)
ist = utc.astimezone(timezone(timedelta(hours=5, minutes=30), "IST"))
print(utc, ist, ist.tzname(), ist.utcoffset(), utc == ist)
print(datetime.fromisoformat("2021-07-04T12:30:00+02:00"), datetime.strptime("05/06/22 7:08", "%d/%m/%y %H:%M"))
td = timedelta(days=1, hours=25, minutes=61, seconds=-1)
print(td, td.total_seconds(), repr(td), -td, td * 2, td / 3, td // timedelta(hours=1))
print(timedelta(microseconds=1), timedelta(weeks=-1, seconds=5), abs(timedelta(hours=-3)))
print(time(9, 5), time(23, 59, 59, 999999).isoformat(), time(7).strftime("%H:%M %p"))
meetings = [datetime(2024, 5, d, h) for d, h in [(3, 14), (1, 9), (3, 9), (2, 16)]]
for m in sorted(meetings):
    print(m.strftime("%A %H:%M"), f"{m:%b %d}")
print(max(meetings) - min(meetings), date.fromordinal(738000), date(2024, 1, 1).toordinal())
print(date.fromisoformat("2024-03-10").isoweekday(), datetime(2024, 1, 1) + timedelta(seconds=90061.5))
print(f"{date(2020, 1, 5):%d.%m.%Y}", format(datetime(2020, 1, 5, 3, 4), "%H h %M"))
