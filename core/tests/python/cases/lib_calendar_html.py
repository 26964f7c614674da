import calendar
h = calendar.HTMLCalendar()
print(h.formatmonth(2024, 2))
print(h.formatmonth(2023, 10, withyear=False))
print(h.formatyear(2024, width=5))
print(h.formatyear(2025, width=0)[:300])
print(h.formatyearpage(2024))
print(h.formatyearpage(2024, width=2, css=None, encoding="latin-1")[:400])
s = calendar.HTMLCalendar(firstweekday=6)
print(s.formatweekheader(), s.formatmonthname(2024, 3), s.formatmonthname(2024, 3, False))
print(s.formatday(0, 1), s.formatday(5, 6), s.formatweek([(0, 0), (1, 1)]), s.formatweekday(2))
class Mine(calendar.HTMLCalendar):
    cssclasses = ["wd"] * 5 + ["we"] * 2
    cssclass_noday = "empty"
    def formatday(self, day, weekday):
        if day == 13:
            return '<td class="x">13!</td>'
        return super().formatday(day, weekday)
print(Mine().formatmonth(2024, 9))
print(h.cssclasses, h.cssclasses_weekday_head, h.cssclass_noday, h.cssclass_month_head, h.cssclass_month, h.cssclass_year, h.cssclass_year_head)
