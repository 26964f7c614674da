"""A hospital shift roster: datetime arithmetic, overnight shifts, fixed-offset timezones, parsing and formatting."""
from datetime import datetime, date, time, timedelta, timezone
from dataclasses import dataclass

EST = timezone(timedelta(hours=-5), "EST")
CET = timezone(timedelta(hours=1), "CET")


@dataclass
class Shift:
    nurse: str
    start: datetime
    end: datetime

    @classmethod
    def parse(cls, line):
        nurse, day, span = line.split()
        s, e = span.split("-")
        d = datetime.strptime(day, "%Y-%m-%d").date()
        start = datetime.combine(d, time.fromisoformat(s), tzinfo=EST)
        end = datetime.combine(d, time.fromisoformat(e), tzinfo=EST)
        if end <= start:
            end += timedelta(days=1)
        return cls(nurse, start, end)

    @property
    def hours(self):
        return (self.end - self.start) / timedelta(hours=1)

    def overlaps(self, other):
        return self.start < other.end and other.start < self.end


ROSTER = """\
ana 2024-03-09 07:00-15:30
ben 2024-03-09 15:00-23:00
cara 2024-03-09 22:00-06:30
ana 2024-03-10 07:00-19:00
ben 2024-03-10 23:00-07:00
dev 2024-03-11 09:15-17:45
"""
shifts = [Shift.parse(l) for l in ROSTER.splitlines()]
for s in shifts:
    print(f"{s.nurse:5} {s.start:%a %d %b %H:%M} -> {s.end:%a %H:%M %Z} {s.hours:5.2f}h  UTC {s.start.astimezone(timezone.utc):%H:%M}  CET {s.end.astimezone(CET).isoformat()}")

totals = {}
for s in shifts:
    totals[s.nurse] = totals.get(s.nurse, 0) + s.hours
print(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))
clashes = [(a.nurse, b.nurse) for i, a in enumerate(shifts) for b in shifts[i + 1:] if a.overlaps(b)]
print("overlaps:", clashes)
gaps = sorted(shifts, key=lambda s: s.start)
for a, b in zip(gaps, gaps[1:]):
    if b.start > a.end:
        print("uncovered", a.end.strftime("%m/%d %H:%M"), "to", b.start.strftime("%H:%M"), b.start - a.end)

d = date(2024, 3, 9)
print(d.isoformat(), d.weekday(), d.isoweekday(), d.isocalendar(), d.strftime("%j %U %A %B %y"), d.toordinal(), d.replace(day=31))
print(date.fromisoformat("2024-02-29") + timedelta(days=365), date(2024, 1, 1) - date(2023, 1, 1), date.fromordinal(738000))
td = timedelta(days=1, hours=25, minutes=-30, seconds=3661.5)
print(td, td.days, td.seconds, td.microseconds, td.total_seconds(), -td, abs(-td), td * 2, td / 3, td // timedelta(hours=1), td % timedelta(hours=1))
dt = datetime(2024, 3, 10, 1, 59, 59, 999999, tzinfo=EST)
print(dt + timedelta(microseconds=1), dt.timetz(), dt.utcoffset(), dt.tzname(), repr(dt.date()), dt.timestamp())
print(datetime.fromisoformat("2024-03-10T12:30:00+05:30"), datetime.fromisoformat("2024-03-10 08:00"), datetime(2024, 1, 1).isoformat(sep=" ", timespec="minutes"))
print(datetime.strptime("Mar 9 2024 3:05PM", "%b %d %Y %I:%M%p"), datetime.fromtimestamp(0, timezone.utc), timezone(timedelta(hours=5, minutes=30)))
naive, aware = datetime(2024, 1, 1), datetime(2024, 1, 1, tzinfo=timezone.utc)
for bad in [lambda: naive < aware, lambda: naive - aware, lambda: Shift.parse("x 2024-13-01 07:00-08:00"),
            lambda: date(2023, 2, 29), lambda: time(24, 0), lambda: timedelta(days=1e10), lambda: datetime.strptime("10:99", "%H:%M"),
            lambda: timezone(timedelta(hours=24)), lambda: time.fromisoformat("7am")]:
    try:
        bad()
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
