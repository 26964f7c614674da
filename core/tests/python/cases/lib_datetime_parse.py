from datetime import datetime, date, time, timezone, timedelta
for s in ["2024-05-06", "2024-05-06T07:08", "2024-05-06 07:08:09.5", "2024-05-06T07:08:09+05:30", "20240506T070809Z"]:
    print(repr(datetime.fromisoformat(s)))
print(time.fromisoformat("12:34:56.789"), date.fromisocalendar(2024, 1, 1), datetime(2024, 5, 6).isocalendar())
for fmt, s in [("%d/%m/%Y %H:%M", "25/12/2023 18:45"), ("%Y-%j", "2024-100"), ("%I:%M %p", "07:15 PM"), ("%Y-%m-%dT%H:%M:%S%z", "2024-01-01T00:00:00+0130")]:
    print(datetime.strptime(s, fmt))
try:
    datetime.strptime("2024-13-01", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
dt = datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone(timedelta(hours=-8)))
print(dt.isoformat(), dt.strftime("%z %Z"), dt.utctimetuple()[:6], dt.ctime(), dt.date(), dt.timetz())
