"""Finding common free meeting slots: interval merging over datetime.time values, per-person calendars."""
from datetime import datetime, date, time, timedelta


def t(s):
    return datetime.combine(date(2024, 5, 6), time.fromisoformat(s))


BUSY = {
    "ana": [("09:00", "10:30"), ("12:00", "13:00"), ("15:00", "16:00")],
    "ben": [("08:30", "09:15"), ("10:00", "11:00"), ("12:30", "14:00"), ("16:30", "17:00")],
    "cy": [("11:30", "12:15"), ("13:45", "14:30")],
}
DAY = (t("08:00"), t("18:00"))


def merge(intervals):
    out = []
    for s, e in sorted(intervals):
        if s >= e:
            raise ValueError(f"empty interval {s:%H:%M}-{e:%H:%M}")
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def free_slots(busy, day, minimum=timedelta(minutes=30)):
    cur, slots = day[0], []
    for s, e in merge(busy):
        if s - cur >= minimum:
            slots.append((cur, s))
        cur = max(cur, e)
    if day[1] - cur >= minimum:
        slots.append((cur, day[1]))
    return slots


def fmt(slots):
    return ", ".join(f"{s:%H:%M}-{e:%H:%M}" for s, e in slots)


everyone = [(t(a), t(b)) for spans in BUSY.values() for a, b in spans]
print("merged busy:", fmt(merge(everyone)))
for m in (30, 45, 60, 120):
    print(f"free >= {m:3} min:", fmt(free_slots(everyone, DAY, timedelta(minutes=m))) or "none")
for name, spans in BUSY.items():
    busy = [(t(a), t(b)) for a, b in spans]
    total = sum((e - s for s, e in busy), timedelta())
    print(f"{name:4} busy {total} free {DAY[1] - DAY[0] - total} slots: {fmt(free_slots(busy, DAY, timedelta(hours=1)))}")

pair = [(t(a), t(b)) for n in ("ana", "cy") for a, b in BUSY[n]]
best = max(free_slots(pair, DAY), key=lambda se: (se[1] - se[0], -se[0].hour))
print("longest ana+cy slot:", fmt([best]), best[1] - best[0])
print(time(9, 30) < time(10), time(23, 59, 59).isoformat(), time(7).strftime("%I:%M %p"), time(14, 5).replace(minute=0), time.max, time.min)
print((t("17:30") + timedelta(hours=8)).strftime("%a %H:%M"), (t("10:00") - t("08:45")).seconds // 60, t("09:00").time() == time(9))
try:
    merge([(t("10:00"), t("09:00"))])
except ValueError as e:
    print("ValueError", e)
for bad in [lambda: time(25), lambda: time.fromisoformat("9:00"), lambda: time(1) + timedelta(hours=1), lambda: time(1) < datetime(2024, 1, 1)]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
