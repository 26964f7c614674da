"""A meeting-room booking report built on the calendar and datetime modules."""
import calendar
from datetime import date, timedelta

bookings = {
    date(2024, 2, 5): ["standup", "design review"],
    date(2024, 2, 14): ["valentine lunch"],
    date(2024, 2, 29): ["leap day party", "retro", "1:1"],
    date(2024, 3, 1): ["planning"],
}

print(calendar.isleap(2024), calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2025))
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 2), calendar.weekday(2024, 2, 29))
print(calendar.day_name[calendar.weekday(2024, 2, 29)], calendar.month_name[2], calendar.month_abbr[12],
      list(calendar.day_abbr))

tc = calendar.TextCalendar(firstweekday=calendar.MONDAY)
print(tc.formatmonth(2024, 2))
tc_sun = calendar.TextCalendar(calendar.SUNDAY)
print(tc_sun.formatmonth(2024, 3, w=3, l=1))
print(tc.formatweekheader(2))

cal = calendar.Calendar(firstweekday=0)
for week in cal.monthdatescalendar(2024, 2):
    cells = []
    for d in week:
        n = len(bookings.get(d, []))
        mark = "*" * n if d.month == 2 else "."
        cells.append(f"{d.day:>2}{mark:<3}")
    print(" ".join(cells))

busy_weeks = {}
for d, events in bookings.items():
    iso = d.isocalendar()
    busy_weeks.setdefault((iso.year, iso.week), []).extend(events)
for wk in sorted(busy_weeks):
    print(wk, busy_weeks[wk])

print([d for d in cal.itermonthdays(2024, 2)][:10])
print(list(cal.itermonthdays2(2024, 2))[:3])
print(cal.monthdays2calendar(2023, 9)[0])
print(calendar.monthcalendar(2024, 2)[-1])


def nth_weekday(year, month, weekday, n):
    days = [d for d in cal.itermonthdates(year, month) if d.month == month and d.weekday() == weekday]
    return days[n] if n >= 0 else days[n]


print("Thanksgiving 2024:", nth_weekday(2024, 11, calendar.THURSDAY, 3))
print("last Monday May 2024:", nth_weekday(2024, 5, calendar.MONDAY, -1))
print(calendar.timegm((2024, 1, 1, 0, 0, 0)))
start = date(2024, 1, 31)
for i in range(4):
    y, m = divmod(start.month - 1 + i, 12)
    y += start.year
    m += 1
    last = calendar.monthrange(y, m)[1]
    print("monthly on", date(y, m, min(start.day, last)))
for bad in [(2024, 13), (2024, 0)]:
    try:
        calendar.monthrange(*bad)
    except calendar.IllegalMonthError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
try:
    calendar.weekday(2024, 2, 30)
except ValueError as e:
    print("ValueError", e)
print(tc.formatyear(2024, 2, 1, 1, 3).splitlines()[:3])
