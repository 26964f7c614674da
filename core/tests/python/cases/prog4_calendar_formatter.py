# calendar text output and a custom string.Formatter
import calendar, string, textwrap
tc = calendar.TextCalendar(firstweekday=6)
print(tc.formatmonth(2024, 9))
print(calendar.TextCalendar().formatweekheader(3))
print(list(calendar.Calendar().itermonthdays(2024, 2))[:10], calendar.Calendar(0).monthdayscalendar(2024, 2)[0])
print(calendar.timegm((2024, 1, 1, 0, 0, 0)), calendar.firstweekday(), calendar.MONDAY, list(calendar.day_name)[-1])
print(calendar.HTMLCalendar().formatmonthname(2024, 1, withyear=True) if hasattr(calendar, "HTMLCalendar") else "")
class Upper(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)
u = Upper()
print(u.format("{0!u} {name!u} {missing} {0!r}", "abc", name="bob"))
print(u.vformat("{a}-{b:>4}", (), {"a": 1, "b": 2}))
print(tc.formatyear(2023, 2, 1, 1, 4)[:200])
