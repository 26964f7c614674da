"""Parsing and formatting human durations ("1h30m", "2 days 4 hours", "PT1H5M" ISO 8601) with re and timedelta."""
import re
from datetime import timedelta

UNITS = {"w": "weeks", "d": "days", "h": "hours", "m": "minutes", "s": "seconds", "ms": "milliseconds"}
ALIASES = {"week": "w", "weeks": "w", "day": "d", "days": "d", "hour": "h", "hours": "h", "hr": "h", "hrs": "h",
           "min": "m", "mins": "m", "minute": "m", "minutes": "m", "sec": "s", "secs": "s", "second": "s", "seconds": "s"}
TOKEN = re.compile(r"\s*(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>[a-z]+)\s*,?", re.I)
ISO = re.compile(r"P(?:(?P<d>\d+)D)?(?:T(?:(?P<h>\d+)H)?(?:(?P<m>\d+)M)?(?:(?P<s>\d+(?:\.\d+)?)S)?)?$")


def parse(text):
    text = text.strip()
    if not text:
        raise ValueError("empty duration")
    m = ISO.match(text)
    if m and any(m.groupdict().values()):
        return timedelta(days=int(m["d"] or 0), hours=int(m["h"] or 0), minutes=int(m["m"] or 0), seconds=float(m["s"] or 0))
    kwargs, pos, seen = {}, 0, set()
    for tok in TOKEN.finditer(text):
        if tok.start() != pos:
            break
        unit = tok["unit"].lower()
        unit = ALIASES.get(unit, unit)
        if unit not in UNITS:
            raise ValueError(f"unknown unit {tok['unit']!r} in {text!r}")
        if unit in seen:
            raise ValueError(f"unit {unit!r} given twice in {text!r}")
        seen.add(unit)
        kwargs[UNITS[unit]] = float(tok["num"])
        pos = tok.end()
    if pos != len(text):
        raise ValueError(f"cannot parse {text[pos:]!r} in {text!r}")
    return timedelta(**kwargs)


def human(td):
    total = int(td.total_seconds())
    sign = "-" if total < 0 else ""
    total = abs(total)
    parts = []
    for name, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        q, total = divmod(total, size)
        if q:
            parts.append(f"{q}{name}")
    return sign + (" ".join(parts) or "0s")


def iso(td):
    secs = td.total_seconds()
    d, rem = divmod(int(secs), 86400)
    h, rem = divmod(rem, 3600)
    m, s = divmod(rem, 60)
    out = "P" + (f"{d}D" if d else "")
    t = (f"{h}H" if h else "") + (f"{m}M" if m else "") + (f"{s}S" if s else "")
    return out + ("T" + t if t else "") if (d or t) else "PT0S"


for text in ["1h30m", "2 days 4 hours", "90s", "1.5h", "3w 2d", "45 mins, 30 secs", "PT1H5M", "P2DT3H", "PT0.5S", "250ms", "1d 1d", "10 parsecs",
             "5h 20", "", "soon", "P"]:
    try:
        td = parse(text)
        print(f"{text!r:20} -> {td!s:22} {human(td):14} {iso(td):10} {td.total_seconds():g}s")
    except ValueError as e:
        print(f"{text!r:20} -> ValueError: {e}")
total = sum((parse(t) for t in ["25m", "1h", "2h 5m", "45m"]), timedelta())
print(total, human(total), human(-timedelta(minutes=90)), human(timedelta(0)), iso(timedelta(days=1, seconds=61)))
print(sorted(["2h", "90m", "1h 59m 60s", "7199s"], key=parse), parse("1h") == parse("60 minutes") == parse("3600s"))
