# calendar: month grids at the year range's edges, odd firstweekdays, year layouts, errors.
import calendar

for fw in (0, 3, 6, 9, -1):
    cal = calendar.Calendar(fw)
    print(fw, cal.firstweekday, cal.getfirstweekday(), list(cal.iterweekdays()),
          type(cal.iterweekdays()).__name__)
    print("  ", cal.monthdayscalendar(2024, 9)[0], cal.monthdays2calendar(2025, 3)[-1])
cal = calendar.Calendar(6)
for y, m in [(10000, 1), (0, 6), (-5, 2), (9999, 12), (1, 1)]:
    print(y, m, list(cal.itermonthdays(y, m))[:8], list(cal.itermonthdays3(y, m))[-2:],
          list(cal.itermonthdays4(y, m))[:2])
for y, m in [(1, 1), (9999, 12), (2024, 2)]:
    try:
        print([str(d) for d in cal.itermonthdates(y, m)][:2])
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(len(cal.yeardays2calendar(2023, 5)), [len(r) for r in cal.yeardayscalendar(2023, 5)],
      cal.yeardatescalendar(2023, 12)[0][11][-1][-1])
tc = calendar.TextCalendar(calendar.WEDNESDAY)
print(tc.formatyear(2025, w=2, l=1, c=3, m=5))
print(tc.formatyear(1900, 3, 2, 1, 1)[:400])
print(repr(tc.formatmonth(2026, 2, 1, 1)))
print(repr(tc.formatmonthname(2026, 5, 20, False)), repr(tc.formatmonthname(2026, 5, 5)))
print([tc.formatweekday(d, w) for d, w in [(0, 1), (1, 2), (2, 3), (3, 8), (4, 9), (5, 12)]])
print(repr(tc.formatday(0, 0, 4)), repr(tc.formatday(7, 0, 5)), repr(tc.formatweek([(1, 0), (0, 1)], 3)))
tc.prweek([(1, 2), (2, 3)], 2); print("|")
tc.prmonth(2024, 1, 2, 1)
print(calendar.formatstring(["a", "bb", "ccc"], 5, 2) + "|", calendar.formatstring(["x"]) + "|")
calendar.format(["p", "q"], 3, 1)
print(calendar.week([(3, 0), (4, 1)], 3), calendar.weekheader(4))
print(calendar.timegm((2024, 2, 29, 23, 59, 59)), calendar.timegm((1969, 12, 31, 0, 0, 0, 0, 0, 0)),
      calendar.timegm((2000, 1, 1, 0, 0, 0)), calendar.EPOCH)
print(calendar.leapdays(-400, 0), calendar.leapdays(2000, 1600), [calendar.isleap(y) for y in (-4, 0, 1600, 1700)])
print(calendar.month.__self__ is calendar.c, calendar.error is ValueError, calendar.January, calendar.February)
for f, args in [(calendar.monthrange, (2024, 0)), (calendar.monthrange, (2024, 13)),
                (calendar.setfirstweekday, (7,)), (calendar.setfirstweekday, (-1,)),
                (calendar.weekday, (2023, 2, 29)), (calendar.month, (2024, 14)),
                (calendar.weekday, (2023, 13, 1))]:
    try:
        print(f(*args))
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e, isinstance(e, ValueError), e.args,
              getattr(e, "month", getattr(e, "weekday", None)))
