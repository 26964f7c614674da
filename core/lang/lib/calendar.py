"""calendar: Gregorian date arithmetic and plain-text calendars (English names, C locale).

Calendar.itermonthdays4 is the one place a month's grid is worked out (whole weeks starting
on firstweekday, with the neighbouring months' days around it, computed with integers, so any
year works); every other iterator and grid is a view of it. TextCalendar renders a month as
a block of lines and a year as rows of such blocks side by side. The module-level functions
are bound to one shared TextCalendar, as in CPython. HTMLCalendar renders the same grids as
HTML tables. The locale calendars switch LC_TIME as CPython's do; the playground has only the
C locales, whose names are these English ones.
"""

import datetime

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday", "firstweekday",
           "isleap", "leapdays", "weekday", "monthrange", "monthcalendar", "prmonth", "month",
           "prcal", "calendar", "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "LocaleTextCalendar",
           "LocaleHTMLCalendar", "weekheader", "MONDAY", "TUESDAY", "WEDNESDAY",
           "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    def __str__(self):
        return f"bad month number {self.month!r}; must be 1-12"

    def __init__(self, month):
        self.month = month


class IllegalWeekdayError(ValueError):
    def __str__(self):
        return f"bad weekday number {self.weekday!r}; must be 0 (Monday) to 6 (Sunday)"

    def __init__(self, weekday):
        self.weekday = weekday


MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January, February = 1, 2
# Days per month in a common year; index 0 is unused so that months count from 1.
mdays = [0] + [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

day_name = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
day_abbr = [name[:3] for name in day_name]
month_name = [""] + ("January February March April May June July August September October "
                     "November December").split()
month_abbr = [name[:3] for name in month_name]


def isleap(year):
    if year % 400 == 0:
        return True
    return year % 4 == 0 and year % 100 != 0


def _leap_years_before(year):
    done = year - 1
    return done // 4 - done // 100 + done // 400


def leapdays(y1, y2):
    """The number of leap years in range(y1, y2)."""
    return _leap_years_before(y2) - _leap_years_before(y1)


def _days_in(year, month):
    return 29 if month == 2 and isleap(year) else mdays[month]


def weekday(year, month, day):
    """0 (Monday) to 6 (Sunday) for the date."""
    if year < datetime.MINYEAR or year > datetime.MAXYEAR:
        # The Gregorian calendar repeats every 400 years, weekdays included.
        year = year % 400 + 2000
    return datetime.date(year, month, day).isoweekday() - 1


def monthrange(year, month):
    """(weekday of the month's first day, number of days in the month)."""
    if month < 1 or month > 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _days_in(year, month)


def _step_month(year, month, step):
    index = year * 12 + (month - 1) + step
    return index // 12, index % 12 + 1


def _rows(items, size):
    return [items[start:start + size] for start in range(0, len(items), size)]


class Calendar:
    """Month and year layouts as weeks starting on firstweekday (0 is Monday)."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    def getfirstweekday(self):
        # Any int is kept as given; it counts modulo 7.
        return self._firstweekday % 7

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        start = self.firstweekday
        for offset in range(7):
            yield (start + offset) % 7

    def itermonthdays4(self, year, month):
        """(year, month, day, weekday) for every day of the weeks covering the month."""
        first, length = monthrange(year, month)
        start = self.firstweekday
        before = (first - start) % 7
        after = -(before + length) % 7
        prev_year, prev_month = _step_month(year, month, -1)
        prev_length = _days_in(prev_year, prev_month)
        days = [(prev_year, prev_month, d) for d in range(prev_length - before + 1,
                                                          prev_length + 1)]
        days += [(year, month, d) for d in range(1, length + 1)]
        next_year, next_month = _step_month(year, month, 1)
        days += [(next_year, next_month, d) for d in range(1, after + 1)]
        for offset, (y, m, d) in enumerate(days):
            yield y, m, d, (start + offset) % 7

    def itermonthdays3(self, year, month):
        for y, m, d, _ in self.itermonthdays4(year, month):
            yield y, m, d

    def itermonthdates(self, year, month):
        for y, m, d, _ in self.itermonthdays4(year, month):
            yield datetime.date(y, m, d)

    def itermonthdays2(self, year, month):
        """(day, weekday) pairs; days outside the month are 0."""
        for _, m, d, wd in self.itermonthdays4(year, month):
            yield (d if m == month else 0), wd

    def itermonthdays(self, year, month):
        for d, _ in self.itermonthdays2(year, month):
            yield d

    def monthdatescalendar(self, year, month):
        return _rows(list(self.itermonthdates(year, month)), 7)

    def monthdays2calendar(self, year, month):
        return _rows(list(self.itermonthdays2(year, month)), 7)

    def monthdayscalendar(self, year, month):
        return _rows(list(self.itermonthdays(year, month)), 7)

    def _year_of(self, one_month, year, width):
        return _rows([one_month(year, m) for m in range(1, 13)], width)

    def yeardatescalendar(self, year, width=3):
        return self._year_of(self.monthdatescalendar, year, width)

    def yeardays2calendar(self, year, width=3):
        return self._year_of(self.monthdays2calendar, year, width)

    def yeardayscalendar(self, year, width=3):
        return self._year_of(self.monthdayscalendar, year, width)


class TextCalendar(Calendar):
    """Calendars as text: day numbers right-aligned in centred cells `w` wide, one space
    between cells, `l` newlines after each line, `c` spaces between months of a year."""

    def formatday(self, day, weekday, width):
        return ("%2i" % day if day else "").center(width)

    def formatweek(self, theweek, width):
        return " ".join([self.formatday(d, wd, width) for d, wd in theweek])

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end="")

    def formatweekday(self, day, width):
        full = day_name[day]
        return (full if width >= 9 else full[:3])[:width].center(width)

    def formatweekheader(self, width):
        return " ".join([self.formatweekday(wd, width) for wd in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        title = month_name[themonth] + (" %r" % theyear if withyear else "")
        return title.center(width)

    def _month_lines(self, year, month, w, titled_with_year):
        # The month as a block: its title, the weekday header, then one line per week.
        title = self.formatmonthname(year, month, 7 * (w + 1) - 1, titled_with_year)
        weeks = [self.formatweek(week, w) for week in self.monthdays2calendar(year, month)]
        return [title, self.formatweekheader(w)] + weeks

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w, gap = max(2, w), "\n" * max(1, l)
        lines = self._month_lines(theyear, themonth, w, True)
        return "".join([line.rstrip() + gap for line in lines])

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w, c, gap = max(2, w), max(2, c), "\n" * max(1, l)
        cell = 7 * (w + 1) - 1
        out = [repr(theyear).center(cell * m + c * (m - 1)).rstrip(), gap]
        for first in range(1, 13, m):
            blocks = [self._month_lines(theyear, month, w, False)
                      for month in range(first, min(first + m, 13))]
            out.append(gap)
            for index in range(max([len(block) for block in blocks])):
                cells = [block[index] if index < len(block) else "" for block in blocks]
                out += [formatstring(cells, cell, c).rstrip(), gap]
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


class HTMLCalendar(Calendar):
    """Calendars as HTML tables: each day a <td> classed by its weekday (or `noday` for the
    cells outside the month), each week a <tr>, a month a <table class="month">, a year a
    <table class="year"> of months `width` to a row; formatyearpage wraps a year in an XHTML
    page, encoded."""

    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    def formatday(self, day, weekday):
        if not day:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        return "<tr>" + "".join([self.formatday(d, wd) for d, wd in theweek]) + "</tr>"

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        return "<tr>" + "".join([self.formatweekday(wd) for wd in self.iterweekdays()]) + "</tr>"

    def formatmonthname(self, theyear, themonth, withyear=True):
        title = "%s %s" % (month_name[themonth], theyear) if withyear else month_name[themonth]
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, title)

    def formatmonth(self, theyear, themonth, withyear=True):
        rows = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">'
                % self.cssclass_month,
                self.formatmonthname(theyear, themonth, withyear=withyear),
                self.formatweekheader()]
        rows += [self.formatweek(week) for week in self.monthdays2calendar(theyear, themonth)]
        rows.append("</table>")
        return "".join([row + "\n" for row in rows])

    def formatyear(self, theyear, width=3):
        width = max(width, 1)
        out = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">\n'
               % self.cssclass_year,
               '<tr><th colspan="%d" class="%s">%s</th></tr>'
               % (width, self.cssclass_year_head, theyear)]
        for first in range(1, 13, width):
            cells = ["<td>%s</td>" % self.formatmonth(theyear, month, withyear=False)
                     for month in range(first, min(first + width, 13))]
            out.append("<tr>" + "".join(cells) + "</tr>")
        out.append("</table>")
        return "".join(out)

    def formatyearpage(self, theyear, width=3, css="calendar.css", encoding=None):
        if encoding is None:
            encoding = "utf-8"
        head = ['<?xml version="1.0" encoding="%s"?>\n' % encoding,
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
                "<html>\n", "<head>\n",
                '<meta http-equiv="Content-Type" content="text/html; charset=%s" />\n'
                % encoding]
        if css is not None:
            head.append('<link rel="stylesheet" type="text/css" href="%s" />\n' % css)
        head += ["<title>Calendar for %d</title>\n" % theyear, "</head>\n", "<body>\n",
                 self.formatyear(theyear, width), "</body>\n", "</html>\n"]
        return "".join(head).encode(encoding, "xmlcharrefreplace")


# The module-level functions: methods of one shared TextCalendar.
c = TextCalendar()
firstweekday, weekheader = c.getfirstweekday, c.formatweekheader
week, prweek = c.formatweek, c.prweek
month, prmonth, monthcalendar = c.formatmonth, c.prmonth, c.monthdayscalendar
calendar, prcal = c.formatyear, c.pryear


class different_locale:
    def __init__(self, locale):
        self.locale = locale
        self.oldlocale = None

    def __enter__(self):
        import locale as _locale
        self.oldlocale = _locale.setlocale(_locale.LC_TIME, None)
        _locale.setlocale(_locale.LC_TIME, self.locale)

    def __exit__(self, *args):
        if self.oldlocale is not None:
            import locale as _locale
            _locale.setlocale(_locale.LC_TIME, self.oldlocale)


def _get_default_locale():
    import locale as _locale
    locale = _locale.setlocale(_locale.LC_TIME, None)
    if locale == "C":
        with different_locale(""):
            # LC_TIME is not configured: the user's preferred locale.
            locale = _locale.setlocale(_locale.LC_TIME, None)
    return locale


def _localized(base):
    # LocaleTextCalendar and LocaleHTMLCalendar: base's names, made under self.locale.
    class Localized(base):
        def __init__(self, firstweekday=0, locale=None):
            base.__init__(self, firstweekday)
            self.locale = _get_default_locale() if locale is None else locale

        def formatweekday(self, *args):
            with different_locale(self.locale):
                return super().formatweekday(*args)

        def formatmonthname(self, *args, **kwargs):
            with different_locale(self.locale):
                return super().formatmonthname(*args, **kwargs)

    Localized.__name__ = Localized.__qualname__ = "Locale" + base.__name__
    return Localized


LocaleTextCalendar = _localized(TextCalendar)
LocaleHTMLCalendar = _localized(HTMLCalendar)


def setfirstweekday(firstweekday):
    if firstweekday < MONDAY or firstweekday > SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


_colwidth = 7 * 3 - 1
_spacing = 6


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """The columns centred in colwidth each, spacing blanks apart."""
    return (" " * spacing).join([col.center(colwidth) for col in cols])


def format(cols, colwidth=_colwidth, spacing=_spacing):
    print(formatstring(cols, colwidth, spacing))


EPOCH = 1970
_EPOCH_ORDINAL = datetime.date(EPOCH, 1, 1).toordinal()


def timegm(tuple):
    """Seconds since the epoch for a UTC time tuple (the inverse of time.gmtime)."""
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() + day - 1 - _EPOCH_ORDINAL
    return ((days * 24 + hour) * 60 + minute) * 60 + second
