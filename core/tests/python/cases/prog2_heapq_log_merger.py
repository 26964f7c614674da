"""Merging sorted log files with heapq.merge, keeping top-k slow requests and a sliding-window median."""
import heapq
from dataclasses import dataclass, field

LOGS = {
    "web1": ["00:01 GET /a 120", "00:04 GET /b 900", "00:09 POST /c 45", "00:15 GET /a 300"],
    "web2": ["00:02 GET /b 80", "00:03 GET /a 1500", "00:10 GET /d 60"],
    "web3": ["00:05 POST /c 700", "00:06 GET /a 30", "00:11 GET /b 610", "00:20 GET /e 5"],
}


def parse(host, lines):
    for ln in lines:
        ts, method, path, ms = ln.split()
        yield (ts, host, method, path, int(ms))


merged = list(heapq.merge(*(parse(h, ls) for h, ls in LOGS.items())))
for rec in merged:
    print(" ".join(map(str, rec)))
print(merged == sorted(merged))
print(list(heapq.merge([5, 3, 1], [4, 2], key=lambda x: -x)), list(heapq.merge("ace", "bd", reverse=False)))
print(list(heapq.merge([1, 4, 9], [10, 2], reverse=True)))

slowest = heapq.nlargest(3, merged, key=lambda r: r[4])
fastest = heapq.nsmallest(2, merged, key=lambda r: (r[4], r[1]))
print([(r[3], r[4]) for r in slowest], [(r[1], r[4]) for r in fastest])

top = []
for rec in merged:
    if len(top) < 3:
        heapq.heappush(top, (rec[4], rec[0]))
    else:
        heapq.heappushpop(top, (rec[4], rec[0]))
print(sorted(top, reverse=True))


class RunningMedian:
    def __init__(self):
        self.lo, self.hi = [], []

    def add(self, x):
        heapq.heappush(self.lo, -x)
        heapq.heappush(self.hi, -heapq.heappop(self.lo))
        if len(self.hi) > len(self.lo):
            heapq.heappush(self.lo, -heapq.heappop(self.hi))

    def median(self):
        if not self.lo:
            raise ValueError("median of empty stream")
        if len(self.lo) > len(self.hi):
            return -self.lo[0]
        return (-self.lo[0] + self.hi[0]) / 2


rm = RunningMedian()
meds = []
for rec in merged:
    rm.add(rec[4])
    meds.append(rm.median())
print(meds)
try:
    RunningMedian().median()
except ValueError as e:
    print("ValueError", e)


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)


h = [Job(3, "c"), Job(1, "a"), Job(2, "b")]
heapq.heapify(h)
print(heapq.heappop(h).name, heapq.heapreplace(h, Job(0, "z")).name, [j.name for j in sorted(h)])
data = [9, 4, 7, 1, 8]
heapq.heapify(data)
print(data, [heapq.heappop(data) for _ in range(len(data))])
mx = [3, 1, 4]
heapq._heapify_max(mx) if hasattr(heapq, "_heapify_max") else None
for bad in [lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush([1, "a"], 2), lambda: heapq.nlargest(2, [1, None])]:
    try:
        bad()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
