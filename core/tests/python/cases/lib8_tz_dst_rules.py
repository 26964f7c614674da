from datetime import datetime, timedelta, tzinfo, timezone
ZERO = timedelta(0); HOUR = timedelta(hours=1)
def first_sunday_on_or_after(dt):
    days = 6 - dt.weekday()
    return dt + timedelta(days) if days else dt
class USTz(tzinfo):
    def __init__(self, hours, name, dstname):
        self.std = timedelta(hours=hours); self.name = name; self.dstname = dstname
    def __repr__(self): return self.name
    def tzname(self, dt): return self.dstname if self.dst(dt) else self.name
    def utcoffset(self, dt): return self.std + self.dst(dt)
    def dst(self, dt):
        if dt is None or dt.tzinfo is None: return ZERO
        start = first_sunday_on_or_after(datetime(dt.year, 3, 8, 2))
        end = first_sunday_on_or_after(datetime(dt.year, 11, 1, 1))
        return HOUR if start <= dt.replace(tzinfo=None) < end else ZERO
    def fromutc(self, dt):
        std = dt + self.std
        start = first_sunday_on_or_after(datetime(dt.year, 3, 8, 2))
        end = first_sunday_on_or_after(datetime(dt.year, 11, 1, 1))
        if start + HOUR <= std.replace(tzinfo=None) < end:
            return std + HOUR
        return std
east = USTz(-5, 'EST', 'EDT')
for m in (1, 3, 7, 11, 12):
    d = datetime(2024, m, 10, 12, tzinfo=east)
    print(d, d.tzname(), d.utcoffset(), d.dst(), d.astimezone(timezone.utc))
u = datetime(2024, 3, 10, 6, tzinfo=timezone.utc)
for i in range(4):
    t = (u + timedelta(hours=i)).astimezone(east)
    print(t.strftime('%H:%M %Z'), t.isoformat())
print(datetime(2024, 11, 3, 1, 30, tzinfo=east).fold, datetime(2024, 11, 3, 1, 30, fold=1, tzinfo=east).fold)
print(datetime(2024, 7, 4, tzinfo=east) - datetime(2024, 1, 4, tzinfo=east))
print(datetime(2024, 7, 4, tzinfo=east).timetuple().tm_isdst, datetime(2024, 1, 4, tzinfo=east).timetuple().tm_isdst, datetime(2024, 1, 4).timetuple().tm_isdst)
class Bad(tzinfo):
    def utcoffset(self, dt): return timedelta(hours=30)
try:
    datetime(2024, 1, 1, tzinfo=Bad()).utcoffset()
except ValueError as e:
    print('ValueError', e)
class Wrong(tzinfo):
    def utcoffset(self, dt): return 5
try:
    datetime(2024, 1, 1, tzinfo=Wrong()).utcoffset()
except TypeError as e:
    print('TypeError', e)
class Nothing(tzinfo): pass
try:
    datetime(2024, 1, 1, tzinfo=Nothing()).utcoffset()
except NotImplementedError as e:
    print('NotImplementedError', e)
print(datetime(2024, 1, 1, tzinfo=Nothing()).tzinfo is not None)
