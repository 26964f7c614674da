# datetime: flight itinerary with time zones, arithmetic, parsing and formatting
from datetime import datetime, date, time, timedelta, timezone
UTC = timezone.utc
CET = timezone(timedelta(hours=1), "CET")
IST = timezone(timedelta(hours=5, minutes=30))
NYC = timezone(-timedelta(hours=5), "EST")
legs = [
    ("LHR", "FRA", datetime(2024, 3, 9, 22, 40, tzinfo=UTC), timedelta(hours=1, minutes=35)),
    ("FRA", "DEL", datetime(2024, 3, 10, 1, 15, tzinfo=CET), timedelta(hours=7, minutes=50)),
    ("DEL", "JFK", datetime(2024, 3, 10, 14, 5, tzinfo=IST), timedelta(hours=15, minutes=55)),
]
zones = {"FRA": CET, "DEL": IST, "JFK": NYC, "LHR": UTC}
prev_arr = None
for src, dst, dep, dur in legs:
    arr = (dep + dur).astimezone(zones[dst])
    lay = "" if prev_arr is None else f" layover {dep - prev_arr}"
    print(f"{src}->{dst} dep {dep:%a %d %b %H:%M %Z} arr {arr:%d %H:%M %Z (%z)}{lay}")
    prev_arr = arr
total = prev_arr - legs[0][2]
print("total", total, total.total_seconds(), total.days, total.seconds, divmod(total, timedelta(hours=1)))
d = datetime(2024, 2, 29, 12, 0)
print(d.isoformat(), d.isoformat(sep=" ", timespec="minutes"), d.replace(year=2025, day=28), d.timetuple().tm_yday, d.isocalendar())
print(datetime.fromisoformat("2024-03-10T14:05:00+05:30"), datetime.fromisoformat("2024-03-10 14:05:07.123"), date.fromisoformat("2024-12-31"))
print(datetime.strptime("10/03/24 7:05 PM", "%d/%m/%y %I:%M %p"), datetime.strptime("2024-070", "%Y-%j").date())
print(date(2024, 1, 1) + timedelta(weeks=10), date(2024, 3, 1) - date(2023, 3, 1), date(2024, 1, 31).replace(month=2, day=29))
print(timedelta(days=-1, seconds=5), timedelta(hours=-1.5), repr(timedelta(minutes=90)), timedelta(seconds=1) / 3, timedelta(hours=1) // timedelta(minutes=7))
print(timedelta(days=1) % timedelta(hours=5), -timedelta(days=2, hours=3), abs(timedelta(hours=-3)), timedelta(microseconds=1500000), timedelta(days=1) * 1.5)
print(time(14, 5, 7, 250), time(9).isoformat(timespec="seconds"), time(23, 59, 59, tzinfo=IST), time.fromisoformat("07:30:15"), time(1, 2) < time(1, 3))
print(date(2024, 3, 10).strftime("%A %B %d %Y | %j | %U | %W | %u | %w | %G-W%V"), date.min, date.max, datetime.min.isoformat())
print(datetime(2024, 1, 1, tzinfo=UTC).timestamp(), datetime.fromtimestamp(1700000000, tz=UTC), datetime.utcfromtimestamp(0))
print(date.fromordinal(738000), date(2024, 3, 10).toordinal(), date.fromisocalendar(2024, 10, 7), date(2024, 3, 10).weekday(), date(2024, 3, 10).isoweekday())
aware = datetime(2024, 6, 1, 12, tzinfo=CET)
print(aware.utcoffset(), aware.tzname(), aware.dst(), aware.astimezone(UTC), aware == datetime(2024, 6, 1, 11, tzinfo=UTC), repr(CET), str(IST))
for bad in ("datetime(2024, 2, 30)", "date(2024, 13, 1)", "time(24)", "aware - datetime(2024, 1, 1)", "aware < datetime(2024, 1, 1)",
            "datetime.strptime('2024-02-30', '%Y-%m-%d')", "datetime.strptime('x', '%Y')", "timedelta(days=1e10)", "date.fromisoformat('2024-1-1')",
            "timezone(timedelta(hours=25))", "date(2024, 1, 1) + 1"):
    try:
        print(eval(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(sorted([datetime(2024, 1, 2), datetime(2023, 12, 31, 23), datetime(2024, 1, 1)])[0], max(date(2024, 5, 1), date(2024, 4, 30)))
print(repr(datetime(2024, 3, 10, 8, 30, tzinfo=IST)), repr(date(2024, 3, 10)), repr(time(8, 30, 0, 5)), hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)))
print(f"{datetime(2024, 7, 4, 9, 5):%Y/%m/%d %H.%M.%S.%f}", format(date(2024, 7, 4), "%d.%m."), "{:%H:%M}".format(time(7, 3)), str(datetime(2024, 1, 1, 0, 0, 0, 1)))
