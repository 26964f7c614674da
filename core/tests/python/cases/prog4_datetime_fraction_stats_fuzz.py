# datetime/fractions/statistics fuzz against CPython
import random, hashlib
from datetime import date, datetime, timedelta, time, timezone
from fractions import Fraction as F
import statistics as st
rng = random.Random(11)
out = []
fmts = ["%Y-%m-%d %H:%M:%S", "%a %b %d %j %U %W %w %u %V %G", "%I%p %y %C %e|%-d" if False else "%I%p %y", "%c", "%x %X", "%%|%f|%z|%Z", "%A %B %D %T %R %r %h %n %t"]
for i in range(250):
    d = datetime(rng.randint(1, 9999), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.choice([0, rng.randint(0, 999999)]))
    td = timedelta(days=rng.randint(-5000, 5000), seconds=rng.randint(-10**5, 10**5), microseconds=rng.randint(-10**6, 10**6))
    for f in (lambda: d + td, lambda: d - td, lambda: str(td), lambda: repr(td), lambda: td.total_seconds(), lambda: td * rng.uniform(-3, 3), lambda: td / rng.randint(1, 7), lambda: td // timedelta(hours=rng.randint(1, 50)),
              lambda: td % timedelta(minutes=rng.randint(1, 90)), lambda: divmod(td, timedelta(seconds=rng.randint(1, 10**5))), lambda: d.strftime(rng.choice(fmts)), lambda: d.isoformat(rng.choice("T ")), lambda: d.isocalendar(),
              lambda: d.replace(tzinfo=timezone(timedelta(minutes=rng.randint(-900, 900)))).isoformat(), lambda: d.date().toordinal(), lambda: date.fromordinal(rng.randint(1, 3000000)), lambda: d.weekday(), lambda: d.timetuple().tm_yday,
              lambda: datetime.fromisoformat(d.isoformat()) == d, lambda: d.ctime(), lambda: (d - datetime(2000, 1, 1)).days, lambda: time(d.hour, d.minute, d.second, d.microsecond).isoformat(rng.choice(["auto", "hours", "minutes", "seconds", "milliseconds", "microseconds"])),
              lambda: round(td.total_seconds(), 3), lambda: td == timedelta(seconds=td.total_seconds()), lambda: abs(td), lambda: -td, lambda: td * F(rng.randint(-5, 5), rng.randint(1, 7))):
        try:
            r = f()
        except Exception as e:
            r = type(e).__name__ + str(e)
        out.append(str(r))
    a = F(rng.randint(-10**6, 10**6), rng.randint(1, 10**6)); b = F(rng.randint(-999, 999), rng.randint(1, 999)) or F(1)
    x = rng.uniform(-1e6, 1e6)
    for f in (lambda: a + b, lambda: a / b, lambda: a // b, lambda: a % b, lambda: divmod(a, b), lambda: a ** rng.randint(-3, 3), lambda: round(a, rng.randint(-3, 3)), lambda: round(a), lambda: float(a), lambda: F(x), lambda: F(x).limit_denominator(rng.randint(1, 10**4)),
              lambda: F(str(round(x, 4))), lambda: a < x, lambda: a == float(a), lambda: hash(a) == hash(float(a)), lambda: int(a), lambda: a.__floor__(), lambda: a.__ceil__(), lambda: F(f"{rng.randint(-99, 99)}/{rng.randint(1, 99)}"), lambda: a + x, lambda: x % b, lambda: b ** F(1, 2), lambda: format(float(a), ".6g")):
        try:
            r = f()
        except Exception as e:
            r = type(e).__name__ + str(e)
        out.append(repr(r))
    data = [rng.randint(-100, 100) for _ in range(rng.randint(1, 15))]
    fdata = [rng.uniform(0.1, 100) for _ in range(rng.randint(2, 10))]
    for f in (lambda: st.mean(data), lambda: st.median(data), lambda: st.median_low(data), lambda: st.median_high(data), lambda: st.median_grouped(data), lambda: st.mode(data), lambda: st.multimode(data), lambda: st.pvariance(data), lambda: st.variance(data), lambda: st.stdev(data),
              lambda: st.pstdev(fdata), lambda: st.fmean(fdata), lambda: st.geometric_mean(fdata), lambda: st.harmonic_mean(fdata), lambda: st.quantiles(fdata, n=rng.randint(2, 6)), lambda: st.quantiles(data + [0], method="inclusive"), lambda: st.variance([F(v, 3) for v in data]), lambda: st.mean(fdata)):
        try:
            r = f()
        except Exception as e:
            r = type(e).__name__ + str(e)
        out.append(repr(r))
print(hashlib.sha256("\n".join(out).encode()).hexdigest(), len(out))
