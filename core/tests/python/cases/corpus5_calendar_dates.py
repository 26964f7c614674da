import calendar
from datetime import date, timedelta
print(calendar.month(2024, 2))
print(calendar.isleap(2000), calendar.isleap(1900), calendar.leapdays(1900, 2024), calendar.monthrange(2024, 2), calendar.weekday(2024, 7, 4), calendar.day_name[0], calendar.month_abbr[12])
c = calendar.TextCalendar(calendar.SUNDAY)
print(c.formatmonth(2023, 9, w=3))
print(calendar.monthcalendar(2024, 3)[0], list(calendar.Calendar().itermonthdays(2024, 2))[:8])
print([d for d in calendar.Calendar().itermonthdates(2024, 4) if d.month == 4][-1], calendar.timegm((2024, 1, 1, 0, 0, 0)))
def nth_weekday(y, m, wd, n):
    days = [d for d in calendar.Calendar().itermonthdates(y, m) if d.month == m and d.weekday() == wd]
    return days[n] if n >= 0 else days[n]
print(nth_weekday(2024, 11, calendar.THURSDAY, 3), nth_weekday(2024, 5, calendar.MONDAY, -1), nth_weekday(2024, 9, 0, 0))
def business_days(a, b):
    n, d = 0, a
    while d < b:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(date(2024, 1, 1), date(2024, 2, 1)), business_days(date(2024, 3, 1), date(2024, 3, 1)))
print([calendar.month_name[m] for m in range(1, 13) if calendar.monthrange(2024, m)[1] == 31])
print(calendar.firstweekday(), calendar.weekheader(2), list(calendar.day_abbr))
