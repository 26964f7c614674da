from dataclasses import dataclass
from datetime import time, datetime, date, timedelta
import bisect

@dataclass(frozen=True, order=True)
class Slot:
    start: int
    end: int
    who: str = ""
    def __post_init__(self):
        if self.end <= self.start:
            raise ValueError(f"empty slot {self.start}-{self.end}")
    def overlaps(self, other):
        return self.start < other.end and other.start < self.end
    def __str__(self):
        f = lambda m: f"{m // 60:02d}:{m % 60:02d}"
        return f"{f(self.start)}-{f(self.end)}{' ' + self.who if self.who else ''}"

def merge(slots):
    out = []
    for s in sorted(slots):
        if out and s.start <= out[-1].end:
            last = out.pop()
            out.append(Slot(last.start, max(last.end, s.end), "+".join(sorted({*last.who.split("+"), s.who}) - {""}) if False else "busy"))
        else:
            out.append(Slot(s.start, s.end, "busy"))
    return out

def free_between(busy, day_start, day_end, min_len=30):
    free, cur = [], day_start
    for b in merge(busy):
        if b.start - cur >= min_len:
            free.append(Slot(cur, b.start, "free"))
        cur = max(cur, b.end)
    if day_end - cur >= min_len:
        free.append(Slot(cur, day_end, "free"))
    return free

def hm(s):
    h, m = map(int, s.split(":"))
    return h * 60 + m

meetings = [Slot(hm("09:00"), hm("10:00"), "standup"), Slot(hm("09:30"), hm("11:00"), "design"), Slot(hm("13:00"), hm("13:30"), "lunch"),
            Slot(hm("13:15"), hm("14:00"), "1:1"), Slot(hm("16:40"), hm("17:00"), "wrap")]
print([str(m) for m in sorted(meetings)])
print([str(m) for m in merge(meetings)])
print([str(f) for f in free_between(meetings, hm("08:00"), hm("18:00"))])
print([str(f) for f in free_between(meetings, hm("08:00"), hm("18:00"), min_len=120)])
conflicts = [(str(a), str(b)) for i, a in enumerate(meetings) for b in meetings[i + 1:] if a.overlaps(b)]
print(conflicts)
try:
    Slot(600, 600)
except ValueError as e:
    print(type(e).__name__, e)
starts = [m.start for m in sorted(meetings)]
for q in ["08:59", "09:30", "12:00", "17:30"]:
    i = bisect.bisect_right(starts, hm(q))
    nxt = sorted(meetings)[i] if i < len(starts) else None
    print(q, "next:", nxt.who if nxt else None)
day = date(2024, 6, 3)
for m in sorted(meetings)[:2]:
    dt = datetime.combine(day, time(m.start // 60, m.start % 60))
    print(dt.strftime("%a %d %b %H:%M"), (dt + timedelta(minutes=m.end - m.start)).time())
rooms = []
for m in sorted(meetings):
    for r in rooms:
        if r[-1].end <= m.start:
            r.append(m)
            break
    else:
        rooms.append([m])
print(len(rooms), [[x.who for x in r] for r in rooms])
