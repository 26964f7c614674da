"""datetime (CPython 3.11's): date, time, datetime, timedelta, tzinfo and timezone.

Written from the documentation. Dates are proleptic Gregorian with ordinal 1 = 0001-01-01;
now()/today() read the VM's clock (`time.time()`, which starts at the epoch with the run), and
local time is UTC as in the `time` module.
"""

import time as _time
import math as _math

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR",
           "UTC")

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
del _dbm, _dim

_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLMONTHS = [None, "January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"]
_FULLDAYS = [None, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _index(value):
    if isinstance(value, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    if isinstance(value, int):
        return int(value)
    if hasattr(type(value), "__index__"):
        return value.__index__()
    raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")


def _check_date_fields(year, month, day):
    year, month, day = _index(year), _index(month), _index(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError(f"year {year} is out of range")
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour, minute, second = _index(hour), _index(minute), _index(second)
    microsecond = _index(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type "
                        f"'{type(tz).__name__}'")


def _tname(obj):
    cls = type(obj)
    if cls.__module__ == "datetime":
        return "datetime." + cls.__name__
    return cls.__qualname__


def _check_utc_offset(name, offset):
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError(f"tzinfo.{name}() must return None or timedelta, not "
                        f"'{type(offset).__name__}'")
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                         "timedelta(hours=24).")


def _format_offset(off, sep=":"):
    if off is None:
        return ""
    if off.days < 0:
        sign = "-"
        off = -off
    else:
        sign = "+"
    hh, mm = divmod(off, timedelta(hours=1))
    mm, ss = divmod(mm, timedelta(minutes=1))
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or ss.microseconds:
        s += "%s%02d" % (sep, ss.seconds)
        if ss.microseconds:
            s += ".%06d" % ss.microseconds
    return s


def _format_time(hh, mm, ss, us, timespec="auto"):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    elif timespec == "milliseconds":
        us //= 1000
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


def _iso_week1_monday(year):
    first = _ymd2ord(year, 1, 1)
    firstweekday = (first + 6) % 7
    week1monday = first - firstweekday
    if firstweekday > 3:
        week1monday += 7
    return week1monday


def _strftime(fmt, tt, obj):
    if not isinstance(fmt, str):
        raise TypeError(f"strftime() argument 1 must be str, not {type(fmt).__name__}")
    y, mo, d, h, mi, s, wd, yd = tt[:8]
    out = []
    i, n = 0, len(fmt)
    while i < n:
        ch = fmt[i]
        i += 1
        if ch != "%" or i >= n:
            out.append(ch)
            continue
        # glibc's %[flag][width][E|O]c (time._directive).
        flag, width, c, start, i = _time._directive(fmt, i)
        if c is None:
            out.append(fmt[start:i])
            continue
        if c == "a":
            piece = (_DAYNAMES[wd + 1])
        elif c == "A":
            piece = (_FULLDAYS[wd + 1])
        elif c == "w":
            piece = (str((wd + 1) % 7))
        elif c == "u":
            piece = (str(wd + 1))
        elif c == "d":
            piece = ("%02d" % d)
        elif c == "e":
            piece = ("%2d" % d)
        elif c in "bh":
            piece = (_MONTHNAMES[mo])
        elif c == "B":
            piece = (_FULLMONTHS[mo])
        elif c == "m":
            piece = ("%02d" % mo)
        elif c == "y":
            piece = ("%02d" % (y % 100))
        elif c == "Y":
            piece = (str(y))
        elif c == "C":
            piece = (str(y // 100))  # (glibc pads no year-like field: year 950 is century 9)
        elif c == "H":
            piece = ("%02d" % h)
        elif c == "I":
            piece = ("%02d" % (h % 12 or 12))
        elif c == "p":
            piece = ("AM" if h < 12 else "PM")
        elif c == "M":
            piece = ("%02d" % mi)
        elif c == "S":
            piece = ("%02d" % s)
        elif c == "f":
            piece = ("%06d" % getattr(obj, "microsecond", 0))
        elif c == "j":
            piece = ("%03d" % yd)
        elif c == "U":
            piece = ("%02d" % ((yd + 6 - (wd + 1) % 7) // 7))
        elif c == "W":
            piece = ("%02d" % ((yd + 6 - wd) // 7))
        elif c in "GV":
            iy, iw, _ = _isocal(y, mo, d)
            piece = (str(iy) if c == "G" else "%02d" % iw)
        elif c == "z":
            off = obj.utcoffset() if hasattr(obj, "utcoffset") else None
            piece = (_format_offset(off, "") if off is not None else "")
        elif c == "Z":
            name = obj.tzname() if hasattr(obj, "tzname") else None
            piece = (name or "")
        elif c == "c":
            piece = ("%s %s %2d %02d:%02d:%02d %d" % (_DAYNAMES[wd + 1], _MONTHNAMES[mo], d,
                                                        h, mi, s, y))
        elif c == "x":
            piece = ("%02d/%02d/%02d" % (mo, d, y % 100))
        elif c == "X":
            piece = ("%02d:%02d:%02d" % (h, mi, s))
        elif c == "D":
            piece = ("%02d/%02d/%02d" % (mo, d, y % 100))
        elif c == "F":
            piece = ("%d-%02d-%02d" % (y, mo, d))
        elif c == "T":
            piece = ("%02d:%02d:%02d" % (h, mi, s))
        elif c == "R":
            piece = ("%02d:%02d" % (h, mi))
        elif c == "r":
            piece = ("%02d:%02d:%02d %s" % (h % 12 or 12, mi, s, "AM" if h < 12 else "PM"))
        elif c == "k":
            piece = ("%2d" % h)
        elif c == "l":
            piece = ("%2d" % (h % 12 or 12))
        elif c == "P":
            piece = ("am" if h < 12 else "pm")
        elif c == "g":
            piece = ("%02d" % (_isocal(y, mo, d)[0] % 100))
        elif c == "n":
            piece = ("\n")
        elif c == "t":
            piece = ("\t")
        elif c == "%":
            piece = ("%")
        else:
            out.append(fmt[start:i])
            continue
        if flag is not None or width:
            piece = _time._flagged(flag, width, c, piece)
        out.append(piece)
    return "".join(out)


def _isocal(year, month, day):
    week1monday = _iso_week1_monday(year)
    today = _ymd2ord(year, month, day)
    week, day = divmod(today - week1monday, 7)
    if week < 0:
        year -= 1
        week1monday = _iso_week1_monday(year)
        week, day = divmod(today - week1monday, 7)
    elif week >= 52:
        if today >= _iso_week1_monday(year + 1):
            year += 1
            week = 0
    return year, week + 1, day + 1


def _round_half_even(num, den):
    q, r = divmod(num, den)
    r2 = 2 * r
    if r2 > den or (r2 == den and q % 2 == 1):
        q += 1
    return q


def _is_state(value, size):
    # A pickle's state argument to a constructor: bytes (or, from a Python 2 pickle read with
    # encoding='latin1', str) of the given length.
    return isinstance(value, (bytes, str)) and len(value) == size


def _state_bytes(value):
    return value.encode("latin-1") if isinstance(value, str) else value


class timedelta:
    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0,
                weeks=0):
        # CPython's delta_new: whole parts exactly, each float's fraction of a microsecond summed
        # as a float and rounded once, half to even with the whole count.
        units = ((microseconds, 1), (milliseconds, 1000), (seconds, 10 ** 6),
                 (minutes, 60 * 10 ** 6), (hours, 3600 * 10 ** 6), (days, 86400 * 10 ** 6),
                 (weeks, 7 * 86400 * 10 ** 6))
        us, left = 0, 0.0
        for value, scale in units:
            if isinstance(value, int):
                us += int(value) * scale
            elif isinstance(value, float):
                frac, whole = _math.modf(value)
                us += int(whole) * scale
                if frac:
                    frac, whole = _math.modf(frac * scale)
                    us += int(whole)
                    left += frac
            else:
                raise TypeError(f"unsupported type for timedelta {_TD_NAMES[scale]} component: "
                                f"{type(value).__name__}")
        if left:
            whole = round(left)
            if abs(whole - left) == 0.5:
                whole = _math.floor(left) + (us + _math.floor(left)) % 2
            us += int(whole)
        return cls._from_us(us)

    @classmethod
    def _from_us(cls, us):
        self = object.__new__(cls)
        s, usec = divmod(us, 10 ** 6)
        d, s = divmod(s, 86400)
        if abs(d) > 999999999:
            if not -(1 << 31) <= d < (1 << 31):
                raise OverflowError("Python int too large to convert to C int")
            raise OverflowError(f"days={d}; must have magnitude <= 999999999")
        self._days = d
        self._seconds = s
        self._microseconds = usec
        self._hashcode = -1
        return self

    def _to_us(self):
        return (self._days * 86400 + self._seconds) * 10 ** 6 + self._microseconds

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self):
        return self._to_us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "%s(%s)" % (_tname(self), ", ".join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            plural = "s" if abs(self._days) != 1 else ""
            s = ("%d day%s, " % (self._days, plural)) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() + other._to_us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() - other._to_us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_us(-self._to_us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, bool) or isinstance(other, int):
            return timedelta._from_us(self._to_us() * int(other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_round_half_even(self._to_us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._to_us() // other._to_us()
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta._from_us(self._to_us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError("division by zero")
            return self._to_us() / other._to_us()
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta._from_us(_round_half_even(self._to_us(), other)
                                      if other > 0 else _round_half_even(-self._to_us(), -other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            num, den = b * self._to_us(), a
            if den < 0:
                num, den = -num, -den
            return timedelta._from_us(_round_half_even(num, den))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError("integer modulo by zero")
            return timedelta._from_us(self._to_us() % other._to_us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            if other._to_us() == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._to_us(), other._to_us())
            return q, timedelta._from_us(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() == other._to_us()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() != other._to_us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() < other._to_us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() <= other._to_us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() > other._to_us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() >= other._to_us()
        return NotImplemented

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))

    # Immutable: the copy module (which does not consult __reduce__ in the playground) gets
    # the object itself, as CPython's copy does for these types.
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_TD_NAMES = {86400 * 10 ** 6: "days", 10 ** 6: "seconds", 1: "microseconds",
             1000: "milliseconds", 60 * 10 ** 6: "minutes", 3600 * 10 ** 6: "hours",
             7 * 86400 * 10 ** 6: "weeks"}

timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59,
                          microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return (f"datetime.IsoCalendarDate(year={self[0]}, week={self[1]}, "
                f"weekday={self[2]})")


def _parse_isodate(s):
    """YYYY-MM-DD, YYYYMMDD, YYYY-Www-D, YYYYWwwD, YYYY-Www, YYYYWww -> (y, m, d) or None."""
    if len(s) >= 8 and s[4] == "-" and s[5] == "W" or len(s) >= 7 and s[4] == "W":
        ext = s[4] == "-"
        rest = s[6:] if ext else s[5:]
        if not s[:4].isdigit() or not rest[:2].isdigit():
            return None
        week = int(rest[:2])
        rest = rest[2:]
        day = 1
        if rest:
            if ext:
                if rest[0] != "-":
                    return None
                rest = rest[1:]
            if len(rest) != 1 or not rest.isdigit():
                return None
            day = int(rest)
        try:
            d = date.fromisocalendar(int(s[:4]), week, day)
        except ValueError:
            return None
        return d.year, d.month, d.day
    if len(s) == 10 and s[4] == "-" and s[7] == "-":
        parts = s[:4], s[5:7], s[8:10]
    elif len(s) == 8:
        parts = s[:4], s[4:6], s[6:8]
    else:
        return None
    if not all(p.isdigit() and p.isascii() for p in parts):
        return None
    return tuple(int(p) for p in parts)


def _parse_isotime(s):
    """HH[:MM[:SS[.f+]]] or the basic forms, with an optional Z/+HH:MM... -> fields or None."""
    tz = None
    for i, ch in enumerate(s):
        if ch in "+-Z":
            tzs = s[i:]
            s = s[:i]
            if tzs == "Z":
                tz = timezone.utc
            else:
                sign = -1 if tzs[0] == "-" else 1
                parsed = _parse_hms(tzs[1:])
                if parsed is None:
                    return None
                hh, mm, ss, us = parsed
                off = timedelta(hours=hh, minutes=mm, seconds=ss, microseconds=us)
                tz = timezone.utc if not off else timezone(sign * off)
            break
    parsed = _parse_hms(s)
    if parsed is None:
        return None
    return parsed + (tz,)


def _parse_hms(s):
    frac = ""
    for sep in ".,":
        if sep in s:
            s, frac = s.split(sep, 1)
            if not frac or not frac.isdigit() or not frac.isascii():
                return None
            break
    if ":" in s:
        parts = s.split(":")
        if any(len(p) != 2 for p in parts):
            return None
    else:
        if len(s) % 2:
            return None
        parts = [s[i:i + 2] for i in range(0, len(s), 2)]
    if not 1 <= len(parts) <= 3 or not all(p.isdigit() and p.isascii() for p in parts):
        return None
    if frac and len(parts) != 3:
        return None
    vals = [int(p) for p in parts] + [0] * (3 - len(parts))
    us = int((frac[:6]).ljust(6, "0")) if frac else 0
    return vals[0], vals[1], vals[2], us


class date:
    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, year, month=None, day=None):
        if month is None and _is_state(year, 4) and 1 <= _state_bytes(year)[2] <= 12:
            # The pickle state (CPython's): year high and low byte, month, day.
            b = _state_bytes(year)
            year, month, day = b[0] * 256 + b[1], b[2], b[3]
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d = _time.gmtime(t)[:3]
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        n = _index(n)
        if not 1 <= n <= _MAXORDINAL:
            raise ValueError(f"ordinal must be >= 1")
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        ymd = _parse_isodate(date_string) if len(date_string) in (7, 8, 10) else None
        if ymd is None:
            raise ValueError(f"Invalid isoformat string: {date_string!r}")
        return cls(*ymd)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        if not MINYEAR <= year <= MAXYEAR:
            raise ValueError(f"Year is out of range: {year}")
        if not 0 < week < 53:
            out_of_range = True
            if week == 53:
                first_weekday = _ymd2ord(year, 1, 1) % 7
                if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                    out_of_range = False
            if out_of_range:
                raise ValueError(f"Invalid week: {week}")
        if not 0 < day < 8:
            raise ValueError(f"Invalid day: {day} (range is [1, 7])")
        day_1 = _iso_week1_monday(year)
        return cls(*_ord2ymd(day_1 + (week - 1) * 7 + (day - 1)))

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_tname(self), self._year, self._month, self._day)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (_DAYNAMES[weekday], _MONTHNAMES[self._month],
                                            self._day, self._year)

    def strftime(self, fmt):
        return _strftime(fmt, self.timetuple(), self)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def timetuple(self):
        return _time.struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day, -1))

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year,
                          self._month if month is None else month,
                          self._day if day is None else day)

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def _comparable(self, other):
        return isinstance(other, date) and not isinstance(other, datetime)

    def __eq__(self, other):
        if self._comparable(other):
            return self._cmpkey() == other._cmpkey()
        return NotImplemented

    def __ne__(self, other):
        if self._comparable(other):
            return self._cmpkey() != other._cmpkey()
        return NotImplemented

    def __lt__(self, other):
        if self._comparable(other):
            return self._cmpkey() < other._cmpkey()
        return _cmp_error(self, other, "<")

    def __le__(self, other):
        if self._comparable(other):
            return self._cmpkey() <= other._cmpkey()
        return _cmp_error(self, other, "<=")

    def __gt__(self, other):
        if self._comparable(other):
            return self._cmpkey() > other._cmpkey()
        return _cmp_error(self, other, ">")

    def __ge__(self, other):
        if self._comparable(other):
            return self._cmpkey() >= other._cmpkey()
        return _cmp_error(self, other, ">=")

    def __hash__(self):
        return hash(self._cmpkey())

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("date value out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        return IsoCalendarDate(*_isocal(self._year, self._month, self._day))

    def __reduce__(self):
        return (type(self), (bytes([self._year >> 8, self._year & 0xff, self._month,
                                    self._day]),))

    # Immutable: the copy module (which does not consult __reduce__ in the playground) gets
    # the object itself, as CPython's copy does for these types.
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def _cmp_error(a, b, op):
    if isinstance(a, date) and isinstance(b, date):
        if not isinstance(a, datetime):
            a, b = b, a
        raise TypeError(f"can't compare {_tname(a)} to {_tname(b)}")
    return NotImplemented


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class tzinfo:
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc() requires a datetime argument")
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc() requires a non-None utcoffset() result")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc() requires a non-None dst() result")
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc(): dt.dst gave inconsistent results; cannot convert")
        return dt + dtdst


class time:
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_hashcode", "_fold")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        if _is_state(hour, 6) and _state_bytes(hour)[0] & 0x7f < 24:
            # The pickle state: hour (+128 for fold), minute, second, microsecond (3 bytes);
            # the tzinfo comes second.
            b = _state_bytes(hour)
            tzinfo = None if minute == 0 else minute
            hour, minute, second = b[0] & 0x7f, b[1], b[2]
            microsecond = (b[3] << 16) | (b[4] << 8) | b[5]
            fold = 1 if b[0] > 127 else 0
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def _key(self):
        return self._hour * 3600 + self._minute * 60 + self._second, self._microsecond

    def _cmp(self, other, eq=False):
        mytz, ottz = self._tzinfo, other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            return _cmp((self._hour, self._minute, self._second, self._microsecond),
                        (other._hour, other._minute, other._second, other._microsecond))
        if myoff is None or otoff is None:
            if eq:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        myhhmm = self._hour * 60 + self._minute - myoff // timedelta(minutes=1)
        othhmm = other._hour * 60 + other._minute - otoff // timedelta(minutes=1)
        return _cmp((myhhmm, self._second, self._microsecond),
                    (othhmm, other._second, other._microsecond))

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            return self._cmp(other, True) != 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) < 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other) <= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) > 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other) >= 0
        return NotImplemented

    def __hash__(self):
        off = self.utcoffset()
        if not off:
            return hash((self._hour, self._minute, self._second, self._microsecond))
        h, m = divmod(timedelta(hours=self._hour, minutes=self._minute) - off,
                      timedelta(hours=1))
        m //= timedelta(minutes=1)
        return hash((h, m, self._second, self._microsecond))

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(None)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(None)

    def dst(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(None)
        _check_utc_offset("dst", offset)
        return offset

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s(%d, %d%s)" % (_tname(self), self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec="auto"):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        return s + _format_offset(self.utcoffset())

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        s = time_string[1:] if time_string[:1] == "T" else time_string
        parsed = _parse_isotime(s) if s else None
        if parsed is None:
            raise ValueError(f"Invalid isoformat string: {time_string!r}")
        return cls(*parsed)

    def strftime(self, fmt):
        tt = (1900, 1, 1, self._hour, self._minute, self._second, 0, 1, -1)
        return _strftime(fmt, tt, self)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True,
                *, fold=None):
        return type(self)(self._hour if hour is None else hour,
                          self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def __bool__(self):
        return True

    def __reduce_ex__(self, protocol):
        us = self._microsecond
        state = bytes([self._hour + (128 if self._fold and protocol > 3 else 0), self._minute,
                       self._second, us >> 16, (us >> 8) & 0xff, us & 0xff])
        if self._tzinfo is None:
            return (type(self), (state,))
        return (type(self), (state, self._tzinfo))

    def __reduce__(self):
        return self.__reduce_ex__(2)

    # Immutable: the copy module (which does not consult __reduce__ in the playground) gets
    # the object itself, as CPython's copy does for these types.
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


class datetime(date):
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0,
                tzinfo=None, *, fold=0):
        if _is_state(year, 10) and 1 <= _state_bytes(year)[2] & 0x7f <= 12:
            # The pickle state: date's 4 bytes (month +128 for fold), then time's without
            # fold; the tzinfo comes second.
            b = _state_bytes(year)
            tzinfo = month
            year, month, day = b[0] * 256 + b[1], b[2] & 0x7f, b[3]
            hour, minute, second = b[4], b[5], b[6]
            microsecond = (b[7] << 16) | (b[8] << 8) | b[9]
            fold = 1 if b[2] > 127 else 0
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour, minute, second, microsecond, fold)
        _check_tzinfo_arg(tzinfo)
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._hashcode = -1
        self._fold = fold
        return self

    hour = time.hour
    minute = time.minute
    second = time.second
    microsecond = time.microsecond
    tzinfo = time.tzinfo
    fold = time.fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        _time._check_time_t(t)
        # (An int is exact: no float in between.)
        frac, t = (0.0, t) if isinstance(t, int) else _math.modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            t += 1
            us -= 1000000
        elif us < 0:
            t -= 1
            us += 1000000
        y, m, d, hh, mm, ss = _time.gmtime(t)[:6]
        result = cls(y, m, d, hh, mm, ss, us, tz)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo_arg(tz)
        result = cls._fromtimestamp(t, True, None)
        if tz is not None:
            result = tz.fromutc(result.replace(tzinfo=tz))
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not "
                            + type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not "
                            + type(time).__name__)
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second,
                   time.microsecond, tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        s = date_string
        ymd = None
        rest = ""
        for cut in (10, 8, 7):
            if len(s) >= cut:
                ymd = _parse_isodate(s[:cut])
                if ymd is not None:
                    rest = s[cut:]
                    if rest and cut == 8 and s[4] != "-" and s[4] != "W" and False:
                        pass
                    break
        parsed = (0, 0, 0, 0, None)
        if ymd is not None and rest:
            parsed = _parse_isotime(rest[1:]) if len(rest) > 1 else None
        if ymd is None or parsed is None:
            raise ValueError(f"Invalid isoformat string: {date_string!r}")
        return cls(*(ymd + parsed))

    @classmethod
    def strptime(cls, date_string, format):
        return _strptime(cls, date_string, format)

    def timetuple(self):
        dst = self.dst()
        dst = -1 if dst is None else (1 if dst else 0)
        return _time.struct_time((self._year, self._month, self._day, self._hour, self._minute,
                                  self._second, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day, dst))

    def _epoch_us(self):
        days = self.toordinal() - _EPOCH_ORD
        return ((days * 86400 + self._hour * 3600 + self._minute * 60 + self._second) * 10 ** 6
                + self._microsecond)

    def timestamp(self):
        us = self._epoch_us()
        off = self.utcoffset()
        if off is not None:
            us -= off._to_us()
        return us / 10 ** 6

    def utctimetuple(self):
        offset = self.utcoffset()
        if offset:
            self -= offset
        return _time.struct_time((self._year, self._month, self._day, self._hour, self._minute,
                                  self._second, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day, 0))

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo,
                    fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None,
                microsecond=None, tzinfo=True, *, fold=None):
        return type(self)(self._year if year is None else year,
                          self._month if month is None else month,
                          self._day if day is None else day,
                          self._hour if hour is None else hour,
                          self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo,
                          fold=self._fold if fold is None else fold)

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone.utc
        elif not isinstance(tz, tzinfo):
            raise TypeError("tzinfo argument must be an instance of tzinfo")
        mytz = self.tzinfo
        if mytz is None:
            offset = timedelta(0)
            mytz = timezone.utc
        else:
            if tz is mytz:
                return self
            offset = mytz.utcoffset(self)
            if offset is None:
                offset = timedelta(0)
        utc = (self - offset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAYNAMES[weekday], _MONTHNAMES[self._month], self._day, self._hour, self._minute,
            self._second, self._year)

    def isoformat(self, sep="T", timespec="auto"):
        s = ("%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep)
             + _format_time(self._hour, self._minute, self._second, self._microsecond,
                            timespec))
        return s + _format_offset(self.utcoffset())

    def __repr__(self):
        L = [self._year, self._month, self._day, self._hour, self._minute, self._second,
             self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = "%s(%s)" % (_tname(self), ", ".join(map(str, L)))
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def __str__(self):
        return self.isoformat(sep=" ")

    def strftime(self, fmt):
        return _strftime(fmt, self.timetuple(), self)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.utcoffset(self)
        _check_utc_offset("utcoffset", offset)
        return offset

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(self)

    def dst(self):
        if self._tzinfo is None:
            return None
        offset = self._tzinfo.dst(self)
        _check_utc_offset("dst", offset)
        return offset

    def _cmp(self, other, eq=False):
        mytz, ottz = self._tzinfo, other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            return _cmp(self._epoch_us(), other._epoch_us())
        if myoff is None or otoff is None:
            if eq:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return 1 if diff else 0

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, True) == 0
        if isinstance(other, date):
            return False
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, True) != 0
        if isinstance(other, date):
            return True
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) < 0
        return _cmp_error(self, other, "<")

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) <= 0
        return _cmp_error(self, other, "<=")

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) > 0
        return _cmp_error(self, other, ">")

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) >= 0
        return _cmp_error(self, other, ">=")

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._epoch_us() + other._to_us()
        days, us = divmod(us, 86400 * 10 ** 6)
        o = days + _EPOCH_ORD
        if 0 < o <= _MAXORDINAL:
            y, m, d = _ord2ymd(o)
            s, usec = divmod(us, 10 ** 6)
            return type(self)(y, m, d, s // 3600, s // 60 % 60, s % 60, usec,
                              self._tzinfo)
        raise OverflowError("date value out of range")

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented
        base = timedelta._from_us(self._epoch_us() - other._epoch_us())
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        if self._fold:
            t = self.replace(fold=0)
        else:
            t = self
        tzoff = t.utcoffset()
        if tzoff is None:
            return hash(t._epoch_us())
        return hash(t._epoch_us() - tzoff._to_us())

    def __reduce_ex__(self, protocol):
        us = self._microsecond
        month = self._month + (128 if self._fold and protocol > 3 else 0)
        state = bytes([self._year >> 8, self._year & 0xff, month, self._day, self._hour,
                       self._minute, self._second, us >> 16, (us >> 8) & 0xff, us & 0xff])
        if self._tzinfo is None:
            return (type(self), (state,))
        return (type(self), (state, self._tzinfo))

    def __reduce__(self):
        return self.__reduce_ex__(2)

    # Immutable: the copy module (which does not consult __reduce__ in the playground) gets
    # the object itself, as CPython's copy does for these types.
    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_date_class = date
_time_class = time
_EPOCH_ORD = _ymd2ord(1970, 1, 1)

datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)


class timezone(tzinfo):
    __slots__ = ("_offset", "_name")
    _Omitted = object()

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not "
                            + type(offset).__name__)
        if name is cls._Omitted:
            if not offset:
                return cls.utc
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not " + type(name).__name__)
        if not cls._minoffset <= offset <= cls._maxoffset:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) "
                             f"and timedelta(hours=24), not {offset!r}.")
        return cls._create(offset, name)

    @classmethod
    def _create(cls, offset, name=None):
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (type(self), self.__getinitargs__())

    def __getinitargs__(self):
        if self._name is None:
            return (self._offset,)
        return (self._offset, self._name)

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is self.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return "%s(%r)" % (_tname(self), self._offset)
        return "%s(%r, %r)" % (_tname(self), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError("utcoffset() argument must be a datetime instance or None")

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError("tzname() argument must be a datetime instance or None")

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError("dst() argument must be a datetime instance or None")

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo is not self")
            return dt + self._offset
        raise TypeError("fromutc() argument must be a datetime instance or None")

    _maxoffset = timedelta(hours=24, microseconds=-1)
    _minoffset = -_maxoffset

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return "UTC"
        return "UTC" + _format_offset(delta)


timezone.utc = timezone._create(timedelta(0))
timezone.min = timezone._create(-timedelta(hours=23, minutes=59))
timezone.max = timezone._create(timedelta(hours=23, minutes=59))
UTC = timezone.utc


def _strptime(cls, data, fmt):
    # time.strptime's parser (CPython's _strptime, as _strptime_datetime uses it).
    for i, arg in enumerate((data, fmt), 1):
        if not isinstance(arg, str):  # the C method's own check, before _strptime's
            raise TypeError(f"strptime() argument {i} must be str, not {type(arg).__name__}")
    tt, fraction, zfraction = _time._strptime(data, fmt)
    args = tuple(tt)[:6] + (fraction,)
    if tt.tm_gmtoff is not None:
        delta = timedelta(seconds=tt.tm_gmtoff, microseconds=zfraction)
        args += (timezone(delta, tt.tm_zone) if tt.tm_zone else timezone(delta),)
    return cls(*args)

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(date, "datetime.date")
_subclass.c_type_name(time, "datetime.time")
_subclass.c_type_name(datetime, "datetime.datetime")
_subclass.c_type_name(timedelta, "datetime.timedelta")
_subclass.c_type_name(timezone, "datetime.timezone")
_subclass.c_type_name(tzinfo, "datetime.tzinfo")
del _subclass
