import re, json, statistics, textwrap
from collections import Counter, defaultdict, namedtuple
from datetime import datetime, timedelta
from dataclasses import dataclass, field, asdict
from itertools import groupby
from operator import attrgetter
LOG = """2024-03-01 12:00:01 INFO  [auth] user=alice action=login ms=120
2024-03-01 12:00:05 WARN  [db] slow query ms=950 table=orders
2024-03-01 12:01:10 ERROR [auth] user=bob action=login ms=30 reason="bad password"
2024-03-01 12:02:00 INFO  [api] user=alice action=fetch ms=85
2024-03-01 12:05:42 INFO  [api] user=carol action=fetch ms=101
2024-03-01 12:06:00 ERROR [db] deadlock ms=2000 table=users
2024-03-01 13:00:00 INFO  [auth] user=carol action=logout ms=15"""
LINE = re.compile(r'(?P<ts>\S+ \S+) (?P<level>\w+)\s+\[(?P<comp>\w+)\] (?P<rest>.*)')
KV = re.compile(r'(\w+)=("[^"]*"|\S+)')
@dataclass
class Event:
    ts: datetime
    level: str
    comp: str
    fields: dict = field(default_factory=dict)
    @property
    def ms(self): return int(self.fields.get('ms', 0))
events = []
for line in LOG.splitlines():
    m = LINE.match(line)
    fields = {k: v.strip('"') for k, v in KV.findall(m['rest'])}
    events.append(Event(datetime.strptime(m['ts'], '%Y-%m-%d %H:%M:%S'), m['level'], m['comp'], fields))
print(Counter(e.level for e in events).most_common())
by_comp = defaultdict(list)
for e in events:
    by_comp[e.comp].append(e.ms)
for comp, ms in sorted(by_comp.items()):
    print(f'{comp:<5} n={len(ms)} mean={statistics.mean(ms):8.2f} median={statistics.median(ms):7.1f} max={max(ms)}')
errors = [e for e in events if e.level == 'ERROR']
print(json.dumps([{**asdict(e), 'ts': e.ts.isoformat()} for e in errors], indent=2, sort_keys=True))
span = events[-1].ts - events[0].ts
print(span, span.total_seconds() / 60, [str(b.ts - a.ts) for a, b in zip(events, events[1:])])
for hour, grp in groupby(events, key=lambda e: e.ts.replace(minute=0, second=0)):
    g = list(grp)
    print(hour.strftime('%H:%M'), len(g), ','.join(sorted({e.fields.get('user', '-') for e in g})))
users = Counter(e.fields['user'] for e in events if 'user' in e.fields)
print(textwrap.fill('Users seen: ' + ', '.join(f'{u} ({n})' for u, n in sorted(users.items(), key=lambda kv: (-kv[1], kv[0]))), 30))
slowest = sorted(events, key=attrgetter('ms'), reverse=True)[:3]
Row = namedtuple('Row', 'comp level ms')
for r in (Row(e.comp, e.level, e.ms) for e in slowest):
    print(f'{r.comp:>6}|{r.level:^7}|{r.ms:>6,}')
print(statistics.quantiles([e.ms for e in events], n=4), round(statistics.pstdev([e.ms for e in events]), 3))
