import calendar
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.weekheader(2), calendar.monthcalendar(2024, 6)[0], calendar.month(2024, 6))
print(calendar.calendar(2024, 1, 1, 2, 4)[:250])
try:
    calendar.setfirstweekday(7)
except calendar.IllegalWeekdayError as e:
    print('IllegalWeekdayError', e)
calendar.setfirstweekday(0)
c = calendar.Calendar(firstweekday=3)
print(c.getfirstweekday(), c.firstweekday, list(c.iterweekdays()), c.monthdays2calendar(2024, 2)[0], c.yeardatescalendar(2024, 2)[0][1][0][:2])
c.setfirstweekday(5); print(c.firstweekday, c.monthdayscalendar(2024, 2)[-1])
print(calendar.TextCalendar().formatweek([(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)], 3) + '|')
print(calendar.TextCalendar(6).formatmonth(2023, 12, 4, 2))
print(calendar.HTMLCalendar().formatyearpage(2024)[:120] if False else '', calendar.HTMLCalendar(6).formatweekheader(), calendar.HTMLCalendar().formatday(0, 3), calendar.HTMLCalendar().formatday(9, 3))
print(calendar.month_abbr[0] == '', calendar.day_abbr[-1], len(calendar.month_name), calendar.mdays, calendar.EPOCH if hasattr(calendar, 'EPOCH') else '', calendar.leapdays(2024, 2025), calendar.leapdays(2000, 1900))
print(calendar.timegm((1970, 1, 2, 0, 0, 0, 0, 0, 0)), calendar.timegm((2000, 2, 29, 12, 30, 15)), calendar.timegm((1960, 1, 1, 0, 0, 0)))
