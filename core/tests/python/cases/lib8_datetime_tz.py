from datetime import datetime, timezone, timedelta, tzinfo, time
utc = timezone.utc
est = timezone(timedelta(hours=-5), 'EST')
ist = timezone(timedelta(hours=5, minutes=30))
print(utc, est, ist, repr(utc), repr(est), repr(ist), repr(timezone(timedelta(0))))
print(utc.utcoffset(None), est.utcoffset(None), ist.tzname(None), est.tzname(None), utc.dst(None))
print(timezone(timedelta(hours=-3, minutes=-15)).tzname(None), timezone(timedelta(seconds=1)).tzname(None), timezone(timedelta(microseconds=1)).tzname(None))
dt = datetime(2024, 3, 10, 12, 0, tzinfo=utc)
print(dt, dt.astimezone(est), dt.astimezone(ist), dt.astimezone(ist).utcoffset())
print(dt == dt.astimezone(est), dt.astimezone(est) - dt.astimezone(ist), dt.astimezone(est).timetuple()[:6])
print(dt.utctimetuple()[:6], datetime(2024, 1, 1, tzinfo=est).utctimetuple()[:6])
print(timezone.min, timezone.max)
try:
    timezone(timedelta(hours=24))
except ValueError as e:
    print('ValueError', e)
class Fixed(tzinfo):
    def __init__(self, m, n): self.m, self.n = m, n
    def utcoffset(self, dt): return timedelta(minutes=self.m)
    def tzname(self, dt): return self.n
    def dst(self, dt): return timedelta(0)
    def __repr__(self): return 'Fixed(%d)' % self.m
f = Fixed(90, 'PLUS')
d2 = datetime(2024, 5, 5, 10, tzinfo=f)
print(d2, repr(d2), d2.tzname(), d2.utcoffset(), d2.astimezone(utc), d2.strftime('%Z %z'))
print(time(10, tzinfo=f), time(10, tzinfo=f).utcoffset(), time(10, tzinfo=est).isoformat())
print(datetime(2024, 1, 1, 0, 0, tzinfo=utc) - datetime(2023, 12, 31, 20, tzinfo=est))
print(hash(datetime(2024, 1, 1, 5, tzinfo=utc)) == hash(datetime(2024, 1, 1, tzinfo=est)))
print(datetime(2024, 1, 1, 12, tzinfo=utc).astimezone(timezone(timedelta(hours=14))).date())
print(est == timezone(timedelta(hours=-5)), est == timezone(timedelta(hours=-5), 'EST'), {utc: 1}[timezone(timedelta(0))])
print(datetime(2000, 1, 1, tzinfo=ist).isoformat(), datetime.fromisoformat('2000-01-01T00:00:00+05:30') == datetime(2000, 1, 1, tzinfo=ist))
print(dt.replace(tzinfo=None), dt.replace(tzinfo=None).tzinfo, dt.tzinfo is utc)
print(datetime(2024, 1, 1, 23, 59, tzinfo=timezone(timedelta(hours=-1))).astimezone(utc))
