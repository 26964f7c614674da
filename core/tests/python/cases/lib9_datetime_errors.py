from datetime import datetime, date, time, timedelta, timezone
tests = [
 lambda: datetime.strptime('2024-02-30', '%Y-%m-%d'), lambda: datetime.strptime('24:00', '%H:%M'), lambda: datetime.strptime('2024', '%Y %m'),
 lambda: datetime.strptime('Feb 2024', '%B %Y'), lambda: datetime.strptime('2024-1-5', '%Y-%m-%d'), lambda: datetime.strptime(' 2024', '%Y'),
 lambda: datetime.strptime('2024-01-01T10', '%Y-%m-%dT%H%z'), lambda: datetime.strptime('+0530', '%z'), lambda: datetime.strptime('Z', '%z'), lambda: datetime.strptime('+05:30:15', '%z'),
 lambda: datetime.strptime('12 pm', '%H %p'), lambda: datetime.strptime('12 am', '%I %p'), lambda: datetime.strptime('1', '%j'), lambda: datetime.strptime('366 2023', '%j %Y'),
 lambda: datetime.strptime('2024 53 1', '%Y %W %w'), lambda: datetime.strptime('2024 1', '%Y %U'), lambda: datetime.strptime('%', '%%'), lambda: datetime.strptime('x', '%Q'),
 lambda: datetime.strptime('2024', '%'), lambda: datetime.strptime('UTC', '%Z'), lambda: datetime.strptime('EST', '%Z'), lambda: datetime.strptime('1.5', '%S.%f'), lambda: datetime.strptime('1234567', '%f'),
 lambda: date(2024, 13, 1), lambda: date(2024, 1, 0), lambda: datetime(2024, 1, 1, 0, 60), lambda: datetime(2024, 1, 1, 0, 0, 0, 10**6), lambda: time(24), lambda: time(0, 0, 60),
 lambda: timedelta(days=1e10), lambda: datetime(2024, 1, 1, tzinfo=5), lambda: timezone(timedelta(hours=24)), lambda: timezone(5), lambda: date.fromordinal(0), lambda: date.fromtimestamp(1e20),
 lambda: datetime.fromisoformat(''), lambda: datetime.fromisoformat('2024-01-01T25:00'), lambda: date.fromisocalendar(2024, 54, 1), lambda: date.fromisocalendar(2024, 1, 8),
 lambda: datetime(2024, 1, 1) + date(2024, 1, 1), lambda: timedelta(1) + date(2024, 1, 1), lambda: date(2024, 1, 1) - datetime(2024, 1, 1), lambda: timedelta(1) / 0, lambda: timedelta(1) // timedelta(0),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
