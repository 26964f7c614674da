# Bucketing epoch timestamps into daily/weekly report keys with time.strftime
import time
from collections import defaultdict
events = [(1703980800 + i * 37 * 3600 + (i * 7919) % 3600, ("login", "upload", "error")[i % 3]) for i in range(24)]
by_week = defaultdict(lambda: defaultdict(int))
by_iso = defaultdict(list)
for ts, kind in events:
    g = time.gmtime(ts)
    by_week[time.strftime("%Y-W%U", g)][kind] += 1
    by_iso[time.strftime("%G-W%V", g)].append(time.strftime("%a %d %b %H:%M", g))
for week in sorted(by_week):
    print(week, dict(sorted(by_week[week].items())))
for week in sorted(by_iso):
    print(week, len(by_iso[week]), by_iso[week][0], "...", by_iso[week][-1])
for ts in (0, 1703980800, 1704067199, 1704067200, 1735603200, 1767139200):
    g = time.gmtime(ts)
    print(ts, time.strftime("%Y-%m-%d %A|U%U W%W|%G-%V|%u %w|%j|%C %g|%R %r|%k|%l|%P|%s|%Z", g))
stamp = time.strftime("backup-%Y%m%d-%H%M%S.tar", time.gmtime(1700000000))
parsed = time.strptime(stamp, "backup-%Y%m%d-%H%M%S.tar")
print(stamp, parsed[:6], time.strftime("%c", parsed), time.asctime(time.gmtime(86400 * 365)))
print(repr(time.strftime("%n|%t|%%|%D %T %F %e %h", time.gmtime(1e9))))
