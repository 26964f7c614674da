import calendar
print(calendar.month(2024, 2))
print(calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2025), calendar.monthrange(2024, 2), calendar.weekday(2024, 7, 4))
print(calendar.month_name[1], calendar.day_abbr[0], list(calendar.month_abbr)[1:4], calendar.day_name[6])
cal = calendar.Calendar(firstweekday=6)
print(cal.monthdayscalendar(2023, 12)[0], list(cal.iterweekdays()))
print([d for d in calendar.Calendar().itermonthdays(2024, 2)][:7])
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2023, 1, w=3))
def nth_weekday(year, month, weekday, n):
    days = [d for d, wd in calendar.Calendar().itermonthdays2(year, month) if d and wd == weekday]
    return days[n - 1] if n > 0 else days[n]
print(nth_weekday(2024, 11, calendar.THURSDAY, 4), nth_weekday(2024, 5, calendar.MONDAY, -1), nth_weekday(2024, 1, calendar.MONDAY, 3))
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print(type(e).__name__, e)
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.firstweekday())
print(calendar.calendar(2024, m=6)[:200])
