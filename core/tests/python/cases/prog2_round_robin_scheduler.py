"""A CPU scheduler simulation comparing FCFS, SJF, round robin and priority with Gantt charts."""
from collections import deque, namedtuple
from dataclasses import dataclass
import heapq

Proc = namedtuple("Proc", "pid arrival burst priority")
PROCS = [Proc("A", 0, 7, 3), Proc("B", 2, 4, 1), Proc("C", 4, 1, 4), Proc("D", 5, 4, 2), Proc("E", 6, 2, 1)]


@dataclass
class Result:
    name: str
    gantt: list
    finish: dict

    def metrics(self):
        tat = {p.pid: self.finish[p.pid] - p.arrival for p in PROCS}
        wait = {p.pid: tat[p.pid] - p.burst for p in PROCS}
        return sum(tat.values()) / len(PROCS), sum(wait.values()) / len(PROCS)

    def chart(self):
        merged = []
        for pid, s, e in self.gantt:
            if merged and merged[-1][0] == pid and merged[-1][2] == s:
                merged[-1] = (pid, merged[-1][1], e)
            else:
                merged.append((pid, s, e))
        return "|".join(f"{pid}{s}-{e}" for pid, s, e in merged)


def fcfs(procs):
    t, gantt, finish = 0, [], {}
    for p in sorted(procs, key=lambda p: (p.arrival, p.pid)):
        t = max(t, p.arrival)
        gantt.append((p.pid, t, t + p.burst))
        t += p.burst
        finish[p.pid] = t
    return Result("FCFS", gantt, finish)


def sjf(procs, key=lambda p: p.burst, name="SJF"):
    pending = sorted(procs, key=lambda p: p.arrival)
    t, ready, gantt, finish = 0, [], [], {}
    while pending or ready:
        while pending and pending[0].arrival <= t:
            p = pending.pop(0)
            heapq.heappush(ready, (key(p), p.arrival, p.pid, p))
        if not ready:
            t = pending[0].arrival
            continue
        *_, p = heapq.heappop(ready)
        gantt.append((p.pid, t, t + p.burst))
        t += p.burst
        finish[p.pid] = t
    return Result(name, gantt, finish)


def round_robin(procs, quantum):
    if quantum <= 0:
        raise ValueError(f"quantum must be positive, got {quantum}")
    pending = deque(sorted(procs, key=lambda p: p.arrival))
    remaining = {p.pid: p.burst for p in procs}
    q, t, gantt, finish = deque(), 0, [], {}
    while pending or q:
        while pending and pending[0].arrival <= t:
            q.append(pending.popleft())
        if not q:
            t = pending[0].arrival
            continue
        p = q.popleft()
        run = min(quantum, remaining[p.pid])
        gantt.append((p.pid, t, t + run))
        t += run
        remaining[p.pid] -= run
        while pending and pending[0].arrival <= t:
            q.append(pending.popleft())
        if remaining[p.pid]:
            q.append(p)
        else:
            finish[p.pid] = t
    return Result(f"RR(q={quantum})", gantt, finish)


results = [fcfs(PROCS), sjf(PROCS), sjf(PROCS, key=lambda p: p.priority, name="PRIO"), round_robin(PROCS, 2), round_robin(PROCS, 4)]
for r in results:
    tat, wait = r.metrics()
    print(f"{r.name:9} avg_tat={tat:5.2f} avg_wait={wait:5.2f}  {r.chart()}")
best = min(results, key=lambda r: r.metrics()[1])
print("best by waiting:", best.name)
print(sorted(best.finish.items(), key=lambda kv: kv[1]))
try:
    round_robin(PROCS, 0)
except ValueError as e:
    print("ValueError", e)
print(Proc._make(["Z", 9, 1, 1]), PROCS[0]._replace(burst=1), Proc._fields)
try:
    Proc("x", 1)
except TypeError as e:
    print("TypeError", e)
