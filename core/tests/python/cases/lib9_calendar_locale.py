import calendar
c = calendar.LocaleTextCalendar(locale='C'); print(c.locale, type(c).__name__, isinstance(c, calendar.TextCalendar))
print(c.formatmonth(2024, 1)); print(calendar.LocaleHTMLCalendar(locale='C').formatweekday(0), calendar.LocaleHTMLCalendar(locale='C').formatmonthname(2024, 3))
print(calendar.LocaleHTMLCalendar(locale='C').formatmonthname(2024, 3, withyear=False))
try:
    calendar.LocaleTextCalendar(locale='xx_YY').formatmonth(2024, 1)
except Exception as e:
    print(type(e).__name__, e)
print(calendar.LocaleTextCalendar(6, 'C').formatweekday(0, 2), calendar.LocaleTextCalendar(6, 'C').formatyear(2024)[:200], calendar.LocaleTextCalendar(0, 'C.UTF-8').formatmonthname(2024, 2, 20, False) + '|')
import locale
print(locale.setlocale(locale.LC_TIME) in ('C', 'C.UTF-8'))
with calendar.different_locale('C'):
    print(locale.setlocale(locale.LC_TIME))
print(locale.setlocale(locale.LC_TIME) in ('C', 'C.UTF-8'))
