import calendar
print(calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2024), calendar.weekday(2024, 7, 4), calendar.monthrange(2024, 2), calendar.monthrange(2023, 12))
print(calendar.monthcalendar(2024, 9))
print(calendar.month(2024, 2), calendar.month(2021, 8, w=3, l=2))
c = calendar.TextCalendar(calendar.SUNDAY)
print(c.formatmonth(2025, 6))
print(c.formatweekheader(2), '|', c.formatweekheader(3), '|', calendar.weekheader(1))
print(list(c.iterweekdays()), list(calendar.Calendar(3).iterweekdays()))
print([d for d in calendar.Calendar().itermonthdays(2024, 2)][:10], list(calendar.Calendar().itermonthdays2(2024, 2))[:3])
print(list(calendar.Calendar().itermonthdates(2024, 3))[0], len(calendar.Calendar(6).monthdatescalendar(2024, 3)), calendar.Calendar().yeardays2calendar(2024)[0][0][0][:2])
print(list(calendar.day_name), list(calendar.day_abbr), list(calendar.month_name)[:3], list(calendar.month_abbr)[-2:])
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.firstweekday(), calendar.MONDAY, calendar.SUNDAY, len(calendar.calendar(2024)))
print(calendar.calendar(2023, w=2, l=1, c=4, m=4)[:400])
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print('IllegalMonthError', e)
try:
    calendar.weekday(2024, 2, 30)
except ValueError as e:
    print('ValueError', e)
print(list(calendar.Calendar().itermonthdays3(2024, 1))[:2], list(calendar.Calendar().itermonthdays4(2024, 1))[-1])
print(calendar.Month(3) if hasattr(calendar, 'Month') else 'no Month', calendar.Day if hasattr(calendar, 'Day') else '')
