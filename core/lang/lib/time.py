# time's Python part, run in the native module's namespace (the clocks and sleep are native; the
# playground's clock starts at 0 with the run). Calendar time is UTC: localtime is gmtime.

_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
_FIELDS = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday",
           "tm_isdst")
timezone = altzone = 0
daylight = 0
tzname = ("UTC", "UTC")


class struct_time(tuple):
    def __new__(cls, seq):
        seq = tuple(seq)
        if len(seq) != 9:
            raise TypeError(f"time.struct_time() takes a 9-sequence ({len(seq)}-sequence given)")
        return super().__new__(cls, seq)

    def __getattr__(self, name):
        if name in _FIELDS:
            return self[_FIELDS.index(name)]
        if name == "tm_zone":
            return "UTC"
        if name == "tm_gmtoff":
            return 0
        raise AttributeError(f"'time.struct_time' object has no attribute '{name}'")

    def __repr__(self):
        return "time.struct_time(" + ", ".join(
            f"{n}={v}" for n, v in zip(_FIELDS, self)) + ")"


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def gmtime(secs=None):
    secs = int(time() if secs is None else secs // 1)
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
    yday = sum((31, 29 if _leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[:m - 1]) + d
    return struct_time((y, m, d, rem // 3600, rem % 3600 // 60, rem % 60, (days + 3) % 7, yday, 0))


localtime = gmtime


def mktime(t):
    y, m, d = t[0], t[1], t[2]
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    days = era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468
    return float(days * 86400 + t[3] * 3600 + t[4] * 60 + t[5])


def strftime(format, t=None):
    t = localtime() if t is None else t
    y, mo, d, h, mi, s, wd, yd = tuple(t)[:8]
    codes = {
        "Y": str(y), "m": "%02d" % mo, "d": "%02d" % d, "H": "%02d" % h, "M": "%02d" % mi,
        "S": "%02d" % s, "y": "%02d" % (y % 100), "j": "%03d" % yd, "A": _DAYS[wd],
        "a": _DAYS[wd][:3], "B": _MONTHS[mo - 1], "b": _MONTHS[mo - 1][:3],
        "I": "%02d" % (h % 12 or 12), "p": "AM" if h < 12 else "PM", "w": str((wd + 1) % 7),
        "Z": "UTC", "z": "+0000", "%": "%", "e": "%2d" % d,
    }
    codes["h"] = codes["b"]
    codes["D"] = f"{codes['m']}/{codes['d']}/{codes['y']}"
    codes["T"] = f"{codes['H']}:{codes['M']}:{codes['S']}"
    codes["F"] = f"{codes['Y']}-{codes['m']}-{codes['d']}"
    codes["c"] = f"{codes['a']} {codes['b']} {codes['e']} {codes['T']} {y}"
    codes["x"], codes["X"] = codes["D"], codes["T"]
    out, i = [], 0
    while i < len(format):
        ch = format[i]
        if ch == "%" and i + 1 < len(format):
            out.append(codes.get(format[i + 1], "%" + format[i + 1]))
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def asctime(t=None):
    return strftime("%c", localtime() if t is None else t)


def ctime(secs=None):
    return asctime(localtime(secs))


def time_ns():
    return int(time() * 1e9)


def monotonic_ns():
    return int(monotonic() * 1e9)
