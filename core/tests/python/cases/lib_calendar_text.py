import calendar
cal = calendar.TextCalendar(firstweekday=6)
print(cal.formatmonth(2024, 9))
print(calendar.weekheader(3), calendar.weekheader(1))
print(calendar.Calendar(firstweekday=0).monthdayscalendar(2024, 2)[0], list(calendar.Calendar().iterweekdays()))
print([calendar.day_abbr[i] for i in range(7)], calendar.month_name[12], calendar.MONDAY, calendar.SUNDAY)
days = [d for d in calendar.Calendar().itermonthdates(2024, 2) if d.month == 2 and d.weekday() == 4]
print(days)
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print("IllegalMonthError:", e)
