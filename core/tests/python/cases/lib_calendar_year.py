import calendar
print(calendar.TextCalendar().formatyear(2023, w=2, l=1, c=4, m=3))
print(calendar.leapdays(2000, 2100), [y for y in range(1896, 1912) if calendar.isleap(y)], calendar.timegm((1970, 1, 2, 0, 0, 0, 0, 0, 0)))
