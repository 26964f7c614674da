import calendar
from datetime import date, timedelta

print(calendar.month(2024, 2))
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025), calendar.monthrange(2023, 2), calendar.weekday(2024, 7, 4))
print(calendar.month_name[3], calendar.day_abbr[0], list(calendar.day_name)[-1], len(calendar.month_abbr))
c = calendar.Calendar(firstweekday=6)
print([d for d in c.itermonthdays(2024, 9)][:10])
print(c.monthdayscalendar(2024, 9)[0], list(c.iterweekdays()))
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2023, 12, w=3))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.firstweekday())

def nth_weekday(year, month, weekday, n):
    days = [d for d in calendar.Calendar().itermonthdates(year, month) if d.month == month and d.weekday() == weekday]
    return days[n] if n >= 0 else days[n]

print("Thanksgiving 2024:", nth_weekday(2024, 11, calendar.THURSDAY, 3))
print("Memorial Day 2024:", nth_weekday(2024, 5, calendar.MONDAY, -1))
def business_days(start, end):
    n = 0
    d = start
    while d <= end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 3, 1), date(2024, 3, 31)))
birthdays = {"ann": date(1990, 2, 28), "bob": date(1988, 12, 31), "cy": date(2000, 2, 29)}
today = date(2024, 6, 15)
def on_year(b, y):
    try:
        return b.replace(year=y)
    except ValueError:
        return date(y, 3, 1)
for name, b in sorted(birthdays.items(), key=lambda kv: kv[1]):
    age = today.year - b.year - ((today.month, today.day) < (b.month, b.day))
    nxt = on_year(b, today.year)
    if nxt < today:
        nxt = on_year(b, today.year + 1)
    print(f"{name:<4} age {age:>2}, next in {(nxt - today).days:>3} days ({nxt:%a})")
print(calendar.HTMLCalendar().formatweekday(0), calendar.different_locale if False else "")
