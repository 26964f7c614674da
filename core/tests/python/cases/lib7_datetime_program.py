from datetime import date, datetime, timedelta, timezone, time
import calendar
def business_days(start, end):
    d = start; n = 0
    while d <= end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 1, 31)))
def add_months(d, months):
    m = d.month - 1 + months
    y = d.year + m // 12
    m = m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print([str(add_months(date(2024, 1, 31), k)) for k in range(-2, 5)])
def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))
print(age(date(1990, 6, 15), date(2024, 6, 14)), age(date(2000, 2, 29), date(2024, 2, 28)))
start = datetime(2024, 3, 1, 9, 30)
slots = [start + timedelta(minutes=45 * i) for i in range(5)]
print([s.strftime('%H:%M') for s in slots])
print((datetime(2024, 12, 25) - datetime(2024, 3, 1, 9, 30)))
print(divmod(timedelta(hours=100), timedelta(days=1)), timedelta(hours=1) * 1.5, timedelta(seconds=1) / 3, timedelta(minutes=90) // 60)
print(timedelta(days=1) / timedelta(hours=7), round(timedelta(seconds=100) / timedelta(minutes=1), 3))
d = date(2024, 12, 30)
print(d.isocalendar(), d.isocalendar().week, d.isocalendar().year, date(2021, 1, 3).isocalendar())
print([date(2024, m, 1).strftime('%b') for m in range(1, 13)])
print(date(2024, 3, 10).strftime('%d.%m.%y %a %w %j'), datetime(2024, 1, 1, 0, 0).strftime('%I:%M %p'), datetime(2024, 1, 1, 13, 5).strftime('%I:%M %p %H'))
dt = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
ist = timezone(timedelta(hours=5, minutes=30))
print(dt.astimezone(ist), dt.astimezone(ist).strftime('%z %Z'), dt.strftime('%z %Z'), datetime(2024, 1, 1).strftime('[%z][%Z]'))
print(datetime.fromisoformat('2024-06-01T12:00:00+05:30'), datetime.fromisoformat('2024-06-01 12:00'), datetime.fromisoformat('2024-06-01T12:00:00.123'))
print(datetime(2024, 1, 1, tzinfo=ist) == datetime(2023, 12, 31, 18, 30, tzinfo=timezone.utc), repr(ist), str(ist), ist.tzname(None), timezone(timedelta(0)), timezone(-timedelta(hours=3, minutes=15)))
print(datetime.combine(date(2024, 5, 5), time(8, 15)), datetime(2024, 5, 5).date() == date(2024, 5, 5), datetime(2024, 5, 5) == date(2024, 5, 5))
print(date(2024, 5, 5) < date(2024, 5, 6), min(datetime(2024, 1, 1), datetime(2023, 1, 1)), sorted([time(12), time(1, 30), time(23, 59)]))
print(time(14, 30).replace(minute=0), time(0).isoformat(), time(1, 2, 3, 4).isoformat(), time(1, 2, 3, 4000).isoformat('milliseconds'), str(time(5, 6, 7, 8)))
print(datetime(2024, 2, 29).replace(year=2025) if False else 'skip', date(2024, 2, 29) + timedelta(days=365))
try:
    date(2024, 2, 29).replace(year=2025)
except ValueError as e:
    print('ValueError', e)
try:
    datetime.strptime('31/02/2024', '%d/%m/%Y')
except ValueError as e:
    print('ValueError', e)
try:
    datetime.strptime('2024-01-01 extra', '%Y-%m-%d')
except ValueError as e:
    print('ValueError', e)
print(datetime.strptime('Mon, 05 Feb 2024 14:03:09', '%a, %d %b %Y %H:%M:%S'), datetime.strptime('2024-035', '%Y-%j'), datetime.strptime('12:30 PM', '%I:%M %p').time())
print(datetime.strptime('2024-01-01T10:00:00+0200', '%Y-%m-%dT%H:%M:%S%z'), datetime.strptime('1/2/24', '%m/%d/%y'))
print(timedelta(days=-3, hours=4), str(timedelta(microseconds=1)), str(timedelta(days=1, microseconds=500)), timedelta(hours=-1).total_seconds())
print(date.fromtimestamp(86400 * 10000) if False else 'skip', datetime(1970, 1, 1, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(1700000000, tz=timezone.utc))
print(hash(date(2024, 1, 1)) == hash(date(2024, 1, 1)), {date(2024, 1, 1): 'x'}[date(2024, 1, 1)], date(2024, 1, 1).__format__('%Y'), f'{date(2024, 1, 1):%A}', format(datetime(2024, 1, 1), ''))
