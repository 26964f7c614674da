from datetime import date, datetime, timedelta, time
import calendar
def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))
today = date(2024, 7, 15)
for b in [date(1990, 7, 15), date(1990, 7, 16), date(2000, 2, 29), date(2023, 12, 31)]:
    print(b, age(b, today), (today - b).days, b.strftime("%a"))
def add_months(d, n):
    m = d.month - 1 + n
    y, m = d.year + m // 12, m % 12 + 1
    return d.replace(year=y, month=m, day=min(d.day, calendar.monthrange(y, m)[1]))
print([str(add_months(date(2024, 1, 31), k)) for k in range(-2, 6)])
def business_days(a, b, holidays=()):
    n, d = 0, a
    while d < b:
        if d.weekday() < 5 and d not in holidays:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 12, 20), date(2025, 1, 6), {date(2024, 12, 25), date(2025, 1, 1)}))
def nth_weekday(y, m, wd, n):
    first = date(y, m, 1)
    d = first + timedelta(days=(wd - first.weekday()) % 7)
    return d + timedelta(weeks=n - 1)
print(nth_weekday(2024, 11, calendar.THURSDAY, 4), nth_weekday(2025, 5, 0, 2), nth_weekday(2024, 9, 0, 1))
start = datetime(2024, 3, 9, 22, 0)
slots = [start + timedelta(minutes=45 * i) for i in range(6)]
print([s.strftime("%a %H:%M") for s in slots])
meetings = [(time(9, 0), time(10, 30)), (time(10, 0), time(11, 0)), (time(13, 0), time(14, 0)), (time(13, 59), time(15, 0))]
meetings.sort()
for (s1, e1), (s2, e2) in zip(meetings, meetings[1:]):
    if s2 < e1:
        print("overlap", s1.isoformat("minutes"), "-", e1.isoformat("minutes"), "with", s2.strftime("%H:%M"))
def free_slots(busy, day_start=time(8), day_end=time(17)):
    out, cur = [], day_start
    for s, e in sorted(busy):
        if s > cur:
            out.append((cur, s))
        cur = max(cur, e)
    if cur < day_end:
        out.append((cur, day_end))
    return [f"{a:%H:%M}-{b:%H:%M}" for a, b in out]
print(free_slots(meetings))
d = datetime(2024, 1, 1)
week = {}
while d.year == 2024 and d.month == 1:
    week.setdefault(d.isocalendar()[1], []).append(d.day)
    d += timedelta(days=1)
print(week)
deltas = [timedelta(hours=1, minutes=30), timedelta(minutes=45), timedelta(seconds=3725)]
total = sum(deltas, timedelta())
print(total, str(total), total.seconds // 3600, total.seconds % 3600 // 60, f"{total.total_seconds():.0f}s", max(deltas), sorted(deltas)[0])
print(date(2024, 3, 31) - timedelta(days=31), date.fromordinal(738000), date(2024, 1, 1).toordinal(), date.fromisocalendar(2024, 1, 1))
print((datetime(2024, 3, 1) - datetime(2024, 2, 1)).days, (datetime(2023, 3, 1) - datetime(2023, 2, 1)).days, datetime(2024, 2, 29) + timedelta(days=365))
