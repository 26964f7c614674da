"""Exporting events to iCalendar text: datetime formatting, line folding, escaping, recurrence expansion."""
from dataclasses import dataclass, field
from datetime import datetime, date, timedelta, timezone
import textwrap
import uuid


@dataclass
class Event:
    summary: str
    start: datetime
    duration: timedelta
    location: str = ""
    description: str = ""
    weekly: int = 0
    exdates: list = field(default_factory=list)

    @property
    def end(self):
        return self.start + self.duration


def escape(text):
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line, limit=75):
    if len(line.encode()) <= limit:
        return [line]
    parts = textwrap.wrap(line, limit, break_long_words=True, drop_whitespace=False, replace_whitespace=False)
    return [parts[0]] + [" " + p for p in parts[1:]]


def fmt(dt):
    return dt.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def to_ical(events, stamp):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//tpu//prog2//EN"]
    for ev in events:
        uid = uuid.uuid5(uuid.NAMESPACE_URL, f"{ev.summary}/{ev.start.isoformat()}")
        lines += ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{fmt(stamp)}", f"DTSTART:{fmt(ev.start)}", f"DTEND:{fmt(ev.end)}",
                  f"SUMMARY:{escape(ev.summary)}"]
        if ev.location:
            lines.append(f"LOCATION:{escape(ev.location)}")
        if ev.description:
            lines.append(f"DESCRIPTION:{escape(ev.description)}")
        if ev.weekly:
            lines.append(f"RRULE:FREQ=WEEKLY;COUNT={ev.weekly}")
            for ex in ev.exdates:
                lines.append(f"EXDATE:{fmt(ex)}")
        lines.append("END:VEVENT")
    lines.append("END:VCALENDAR")
    return "\r\n".join(l for line in lines for l in fold(line)) + "\r\n"


def occurrences(ev):
    if not ev.weekly:
        return [ev.start]
    skip = set(ev.exdates)
    return [d for d in (ev.start + timedelta(weeks=i) for i in range(ev.weekly)) if d not in skip]


CET = timezone(timedelta(hours=1), "CET")
events = [
    Event("Team sync; weekly", datetime(2024, 1, 8, 9, 30, tzinfo=CET), timedelta(minutes=30), "Room 4, floor 2", weekly=6,
          exdates=[datetime(2024, 1, 22, 9, 30, tzinfo=CET)]),
    Event("Launch party", datetime(2024, 2, 1, 18, 0, tzinfo=CET), timedelta(hours=3), "Rooftop",
          "Bring: snacks, drinks\nDress code: casual. " + "A very long description that needs folding " * 2),
]
ics = to_ical(events, datetime(2024, 1, 1, tzinfo=timezone.utc))
print(ics.replace("\r\n", "⏎\n"), end="")
print(max(len(l.encode()) for l in ics.split("\r\n")), ics.count("\r\n "), ics.count("BEGIN:VEVENT"))
for ev in events:
    occ = occurrences(ev)
    print(ev.summary, len(occ), [d.strftime("%d %b") for d in occ], sum((ev.duration for _ in occ), timedelta()))
unfolded = ics.replace("\r\n ", "")
desc = next(l for l in unfolded.split("\r\n") if l.startswith("DESCRIPTION:"))
print(desc[:60], len(desc))
try:
    Event("bad", date(2024, 1, 1), timedelta(1)).end.astimezone
    fmt(datetime(2024, 1, 1))
    print("naive datetimes are taken as local time")
except (TypeError, ValueError, OverflowError, AttributeError) as e:
    print(type(e).__name__, e)
