# time's Python part, run in the native module's namespace (the clocks and sleep are native;
# time() is the calendar's, the others start at 0 with the run). Calendar time is UTC: localtime
# is gmtime.

_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
_FIELDS = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday",
           "tm_isdst")
timezone = altzone = 0
daylight = 0
tzname = ("UTC", "UTC")


class struct_time(tuple):
    # A tuple of the 9 fields; tm_zone and tm_gmtoff (CPython's 10th and 11th fields, not part
    # of the sequence) are kept beside it, None unless given.
    def __new__(cls, seq):
        seq = tuple(seq)
        if len(seq) < 9:
            raise TypeError(
                f"time.struct_time() takes an at least 9-sequence ({len(seq)}-sequence given)")
        if len(seq) > 11:
            raise TypeError(
                f"time.struct_time() takes an at most 11-sequence ({len(seq)}-sequence given)")
        self = super().__new__(cls, seq[:9])
        self._zone = seq[9] if len(seq) > 9 else None
        self._gmtoff = seq[10] if len(seq) > 10 else None
        return self

    def __getattr__(self, name):
        if name in _FIELDS:
            return self[_FIELDS.index(name)]
        if name == "tm_zone":
            return self._zone
        if name == "tm_gmtoff":
            return self._gmtoff
        raise AttributeError(f"'time.struct_time' object has no attribute '{name}'")

    def __repr__(self):
        return "time.struct_time(" + ", ".join(
            f"{n}={v}" for n, v in zip(_FIELDS, self)) + ")"

    n_fields = 11
    n_sequence_fields = 9
    n_unnamed_fields = 0


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _check_time_t(secs):
    # CPython's conversion to a C time_t: NaN refused, then what 64 bits cannot hold.
    if isinstance(secs, float) and secs != secs:
        raise ValueError("Invalid value NaN (not a number)")
    if not -2.0 ** 63 <= secs < 2.0 ** 63:
        raise OverflowError("timestamp out of range for platform time_t")


def gmtime(secs=None):
    secs = time() if secs is None else secs
    _check_time_t(secs)
    secs = int(secs // 1)
    days, rem = divmod(secs, 86400)
    # Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    y = yoe + era * 400 + (m <= 2)
    if not -2 ** 31 <= y - 1900 < 2 ** 31:
        raise OSError(75, "Value too large for defined data type")  # glibc's EOVERFLOW
    yday = sum((31, 29 if _leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[:m - 1]) + d
    return struct_time((y, m, d, rem // 3600, rem % 3600 // 60, rem % 60, (days + 3) % 7, yday, 0,
                        "GMT", 0))


def localtime(secs=None):
    # Local time is UTC: gmtime's fields, named as a UTC zone's.
    t = gmtime(secs)
    return struct_time(tuple(t) + ("UTC", 0))


def mktime(t):
    y, m, d = t[0], t[1], t[2]
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    days = era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468
    return float(days * 86400 + t[3] * 3600 + t[4] * 60 + t[5])


def _year_days(y):
    return 366 if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0) else 365


def _iso_week(y, wd, yd):
    # ISO 8601: a week belongs to the year holding its Thursday, and is numbered from there.
    thursday = yd + 3 - wd
    if thursday < 1:
        y -= 1
        thursday += _year_days(y)
    elif thursday > _year_days(y):
        thursday -= _year_days(y)
        y += 1
    return y, (thursday - 1) // 7 + 1


def _checktm(y, mo, d, h, mi, s, wd, yd):
    # CPython's checktm: a 0 month, day or day of the year is read as the first.
    for v, lo, hi, what in ((mo, 0, 12, "month"), (d, 0, 31, "day of month"), (h, 0, 23, "hour"),
                            (mi, 0, 59, "minute"), (s, 0, 61, "seconds"),
                            (yd, 0, 366, "day of year")):
        if not lo <= v <= hi:
            raise ValueError(what + " out of range")
    if wd < -1 and (wd + 1) % 7:
        raise ValueError("day of week out of range")
    return y, mo or 1, d or 1, h, mi, s, wd % 7, yd or 1


def strftime(format, t=None):
    if not isinstance(format, str):
        raise TypeError("strftime() argument 1 must be str, not %s"
                        % ("None" if format is None else type(format).__name__))
    t = localtime() if t is None else t
    y, mo, d, h, mi, s, wd, yd = _checktm(*tuple(t)[:8])
    codes = {
        "Y": str(y), "m": "%02d" % mo, "d": "%02d" % d, "H": "%02d" % h, "M": "%02d" % mi,
        "S": "%02d" % s, "y": "%02d" % (y % 100), "j": "%03d" % yd, "A": _DAYS[wd],
        "a": _DAYS[wd][:3], "B": _MONTHS[mo - 1], "b": _MONTHS[mo - 1][:3],
        "I": "%02d" % (h % 12 or 12), "p": "AM" if h < 12 else "PM", "w": str((wd + 1) % 7),
        "Z": getattr(t, "tm_zone", None) or "UTC", "z": "+0000", "%": "%", "e": "%2d" % d,
        "u": str(wd + 1), "C": str(y // 100), "k": "%2d" % h, "l": "%2d" % (h % 12 or 12),
        "P": "am" if h < 12 else "pm", "n": "\n", "t": "\t",
        # Week of the year, the first Sunday (U) or Monday (W) starting week 1.
        "U": "%02d" % ((yd + 6 - (wd + 1) % 7) // 7), "W": "%02d" % ((yd + 6 - wd) // 7),
    }
    iso_year, iso_week = _iso_week(y, wd, yd)
    codes["G"], codes["V"], codes["g"] = str(iso_year), "%02d" % iso_week, "%02d" % (iso_year % 100)
    codes["R"] = f"{codes['H']}:{codes['M']}"
    codes["r"] = f"{codes['I']}:{codes['M']}:{codes['S']} {codes['p']}"
    codes["s"] = str(int(mktime(t)))
    codes["h"] = codes["b"]
    codes["D"] = f"{codes['m']}/{codes['d']}/{codes['y']}"
    codes["T"] = f"{codes['H']}:{codes['M']}:{codes['S']}"
    codes["F"] = f"{codes['Y']}-{codes['m']}-{codes['d']}"
    codes["c"] = f"{codes['a']} {codes['b']} {codes['e']} {codes['T']} {y}"
    codes["x"], codes["X"] = codes["D"], codes["T"]
    out, i, n = [], 0, len(format)
    while i < n:
        ch = format[i]
        if ch == "%" and i + 1 < n:
            flag, width, c, start, i = _directive(format, i + 1)
            piece = codes.get(c)
            out.append(format[start:i] if piece is None else _flagged(flag, width, c, piece))
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _directive(format, i):
    # glibc's %[flag][width][E|O]c, which CPython's strftime passes through, read from just
    # after the "%": (flag, width, c, where the "%" is, the index after c). E and O (the
    # locale's alternative forms) change nothing in the C locale, where glibc takes them only
    # before these conversions; c is None for a directive glibc does not know.
    start, n = i - 1, len(format)
    flag = None
    if format[i] in "-_0^#" and i + 1 < n:
        flag = format[i]
        i += 1
    j = i
    while i < n and format[i] in "0123456789":
        i += 1
    width = int(format[j:i]) if i > j else 0
    if i + 1 < n and (format[i] == "E" and format[i + 1] in "cCxXyY"
                      or format[i] == "O" and format[i + 1] in "deHImMSuUVwWy"):
        i += 1
    if i >= n:
        return flag, width, None, start, i
    if format[i] in "EO":
        return flag, width, None, start, min(i + 2, n)
    return flag, width, format[i], start, i + 1


def _flagged(flag, width, c, piece):
    # glibc's flags: %-d (no padding), %_d (spaces), %0e (zeros), %^a (upper case), %#b
    # (swapped case); then a width pads with zeros (numbers, or the 0 flag) or spaces.
    numeric = c in "dmyYCGHIMSjUWVgekluw"
    if numeric and flag in ("-", "_", "0"):
        digits = piece.lstrip(" 0") or "0"
        piece = digits if flag == "-" else digits.rjust(len(piece), " " if flag == "_" else "0")
    elif flag == "^":
        piece = piece.upper()
    elif flag == "#":
        # (glibc's "swap case": the names in capitals, AM/PM and the zone name in lower.)
        piece = piece.lower() if c in "pPZ" else piece.upper()
    if width > len(piece):
        zeros = flag == "0" or numeric and c not in "ekl" and flag not in ("-", "_")
        piece = piece.rjust(width, "0" if zeros else " ")
    return piece


def asctime(t=None):
    return strftime("%c", localtime() if t is None else t)


def ctime(secs=None):
    return asctime(localtime(secs))


def time_ns():
    return int(time() * 1e9)


def monotonic_ns():
    return int(monotonic() * 1e9)


def process_time_ns():
    return int(process_time() * 1e9)


# One thread: its CPU time is the process's.
def thread_time():
    return process_time()


def thread_time_ns():
    return int(process_time() * 1e9)


_CLOCKS = {
    "time": ("clock_gettime(CLOCK_REALTIME)", False, True),
    "monotonic": ("clock_gettime(CLOCK_MONOTONIC)", True, False),
    "perf_counter": ("clock_gettime(CLOCK_MONOTONIC)", True, False),
    "process_time": ("clock_gettime(CLOCK_PROCESS_CPUTIME_ID)", True, False),
    "thread_time": ("clock_gettime(CLOCK_THREAD_CPUTIME_ID)", True, False),
}


def get_clock_info(name):
    """The clock's description as CPython's on Linux gives it (the playground's clocks stand for
    those): a namespace of implementation, monotonic, adjustable and resolution."""
    if not isinstance(name, str):
        raise TypeError(f"get_clock_info() argument must be str, not {type(name).__name__}")
    info = _CLOCKS.get(name)
    if info is None:
        raise ValueError("unknown clock")
    from types import SimpleNamespace

    return SimpleNamespace(implementation=info[0], monotonic=info[1], adjustable=info[2],
                           resolution=1e-09)


# strptime: the format becomes one regular expression (the C locale's names, matched without
# regard to case), as CPython's _strptime builds it; the fields then make a struct_time.
def _names_re(names, group):
    names = sorted((n.lower() for n in names), key=len, reverse=True)
    return f"(?P<{group}>" + "|".join(names) + ")"


_DIRECTIVES = {
    "d": r"(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])",
    "f": r"(?P<f>[0-9]{1,6})",
    "H": r"(?P<H>2[0-3]|[0-1]\d|\d)",
    "I": r"(?P<I>1[0-2]|0[1-9]|[1-9])",
    "j": r"(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])",
    "m": r"(?P<m>1[0-2]|0[1-9]|[1-9])",
    "M": r"(?P<M>[0-5]\d|\d)",
    "S": r"(?P<S>6[0-1]|[0-5]\d|\d)",
    "w": r"(?P<w>[0-6])",
    "u": r"(?P<u>[1-7])",
    "U": r"(?P<U>5[0-3]|[0-4]\d|\d)",
    "W": r"(?P<W>5[0-3]|[0-4]\d|\d)",
    "V": r"(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)",
    "G": r"(?P<G>\d\d\d\d)",
    "y": r"(?P<y>\d\d)",
    "Y": r"(?P<Y>\d\d\d\d)",
    "z": r"(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|Z)",
    "A": _names_re(_DAYS, "A"),
    "a": _names_re([d[:3] for d in _DAYS], "a"),
    "B": _names_re(_MONTHS, "B"),
    "b": _names_re([m[:3] for m in _MONTHS], "b"),
    "p": "(?P<p>am|pm)",
    "Z": "(?P<Z>utc|gmt)",
    "%": "%",
}
_COMPOSITE = {"c": "%a %b %d %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S"}


def _pattern(format):
    out = []
    i, n = 0, len(format)
    while i < n:
        ch = format[i]
        if ch == "%":
            if i + 1 >= n:
                raise ValueError(f"stray % in format '{format}'")
            d = format[i + 1]
            if d in _COMPOSITE:
                out.append(_pattern(_COMPOSITE[d]))
            elif d in _DIRECTIVES:
                out.append(_DIRECTIVES[d])
            else:
                raise ValueError(f"'{d}' is a bad directive in format '{format}'")
            i += 2
        elif ch.isspace():
            while i < n and format[i].isspace():
                i += 1
            out.append(r"\s+")
        else:
            out.append("\\" + ch if ch in "\\.^$*+?(){}[]|" else ch)
            i += 1
    return "".join(out)


def _ordinal(y, m, d):
    # Days from 0001-01-01 (day 1), as date.toordinal.
    y1 = y - 1
    days = y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400
    days += sum((31, 29 if _leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[:m - 1])
    return days + d


def _days_in_month(y, m):
    return (31, 29 if _leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[m - 1]


def strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    """Parses data_string by format into a struct_time, as CPython's (the C locale's names)."""
    return _strptime(data_string, format)[0]


def _strptime(data_string, format):
    # The struct_time, the microseconds of %f and of %z's seconds (datetime.strptime's).
    for index, arg in enumerate((data_string, format)):
        if not isinstance(arg, str):
            raise TypeError(f"strptime() argument {index} must be str, not {type(arg)}")
    import re

    found = re.compile(_pattern(format), re.IGNORECASE).match(data_string)
    if found is None:
        raise ValueError(f"time data {data_string!r} does not match format {format!r}")
    if len(data_string) != found.end():
        raise ValueError("unconverted data remains: " + data_string[found.end():])
    year = julian = weekday = tzname = gmtoff = None
    week_of_year = week_starts_mon = iso_year = iso_week = None
    zfraction = 0
    month = day = 1
    hour = minute = second = fraction = 0
    isdst = -1
    fields = found.groupdict()
    for key in fields:
        value = fields[key]
        if value is None:
            continue
        if key == "y":
            year = int(value)
            year += 2000 if year <= 68 else 1900
        elif key == "Y":
            year = int(value)
        elif key == "m":
            month = int(value)
        elif key in ("B", "b"):
            names = _MONTHS if key == "B" else [m[:3] for m in _MONTHS]
            month = [n.lower() for n in names].index(value.lower()) + 1
        elif key == "d":
            day = int(value)
        elif key == "H":
            hour = int(value)
        elif key == "I":
            hour = int(value)
            ampm = (fields.get("p") or "").lower()
            if ampm in ("", "am"):
                if hour == 12:
                    hour = 0
            elif hour != 12:
                hour += 12
        elif key == "M":
            minute = int(value)
        elif key == "S":
            second = int(value)
        elif key == "f":
            fraction = int(value.ljust(6, "0"))
        elif key in ("A", "a"):
            names = _DAYS if key == "A" else [d[:3] for d in _DAYS]
            weekday = [n.lower() for n in names].index(value.lower())
        elif key == "w":
            weekday = (int(value) - 1) % 7
        elif key == "u":
            weekday = int(value) - 1
        elif key in ("U", "W"):
            week_of_year = int(value)
            week_starts_mon = key == "W"
        elif key == "V":
            iso_week = int(value)
        elif key == "G":
            iso_year = int(value)
        elif key == "j":
            julian = int(value)
        elif key == "z":
            if value == "Z":
                gmtoff = 0
            else:
                z = value
                if z[3] == ":":
                    z = z[:3] + z[4:]
                    if len(z) > 5:
                        if z[5] != ":":
                            raise ValueError(f"Inconsistent use of : in {value}")
                        z = z[:5] + z[6:]
                gmtoff = int(z[1:3]) * 3600 + int(z[3:5]) * 60 + int(z[5:7] or 0)
                zfraction = int(z[8:].ljust(6, "0") or 0)
                if z.startswith("-"):
                    gmtoff, zfraction = -gmtoff, -zfraction
        elif key == "Z":
            tzname = value
            isdst = 0
    if year is None and iso_year is not None:
        if iso_week is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive "
                             "'%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
        if julian is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year "
                             "directive '%G'. Use '%Y' instead.")
    elif week_of_year is None and iso_week is not None:
        if weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive "
                             "'%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
        raise ValueError("ISO week directive '%V' is incompatible with the year directive "
                         "'%Y'. Use the ISO year '%G' instead.")
    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_year_fix = True
    elif year is None:
        year = 1900
    if julian is None and weekday is not None:
        # A week of the year and a weekday decide the day of the year.
        if week_of_year is not None:
            julian = _julian_from_week(year, week_of_year, weekday, week_starts_mon)
        elif iso_year is not None and iso_week is not None:
            year, julian = _julian_from_iso(iso_year, iso_week, weekday + 1)
        if julian is not None and julian <= 0:
            year -= 1
            julian += 366 if _leap(year) else 365
    if day > _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    if julian is None:
        julian = _ordinal(year, month, day) - _ordinal(year, 1, 1) + 1
    else:
        # A day of the year decides the month and day (past the year's end, in the next year;
        # tm_yday stays as given, as CPython's).
        ordinal = julian - 1 + _ordinal(year, 1, 1)
        year = _from_ordinal_year(ordinal)
        rest = ordinal - _ordinal(year, 1, 1) + 1
        month = 1
        while rest > _days_in_month(year, month):
            rest -= _days_in_month(year, month)
            month += 1
        day = rest
    if weekday is None:
        weekday = (_ordinal(year, month, day) + 6) % 7
    if leap_year_fix:
        year = 1900
    return struct_time((year, month, day, hour, minute, second, weekday, julian, isdst, tzname,
                        gmtoff)), fraction, zfraction


def _julian_from_week(year, week, weekday, starts_mon):
    first = (_ordinal(year, 1, 1) + 6) % 7
    if not starts_mon:
        first = (first + 1) % 7
        weekday = (weekday + 1) % 7
    if week == 0:
        return 1 + weekday - first
    return 1 + (7 - first) % 7 + 7 * (week - 1) + weekday


def _julian_from_iso(iso_year, iso_week, iso_weekday):
    correction = (_ordinal(iso_year, 1, 4) + 6) % 7 + 1 + 3
    ordinal = iso_week * 7 + iso_weekday - correction
    if ordinal < 1:
        ordinal += _ordinal(iso_year, 1, 1)
        iso_year -= 1
        ordinal -= _ordinal(iso_year, 1, 1)
    return iso_year, ordinal


def _from_ordinal_year(ordinal):
    y = (ordinal - 1) * 400 // 146097 + 1
    while _ordinal(y, 1, 1) > ordinal:
        y -= 1
    while _ordinal(y + 1, 1, 1) <= ordinal:
        y += 1
    return y
