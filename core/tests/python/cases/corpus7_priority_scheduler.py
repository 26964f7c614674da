import heapq
import itertools
from dataclasses import dataclass, field

@dataclass(order=True)
class Task:
    priority: int
    seq: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)
    deps: tuple = field(compare=False, default=())

class Scheduler:
    def __init__(self):
        self.heap = []
        self.counter = itertools.count()
        self.removed = set()
        self.done = []
    def add(self, name, priority, duration=1, deps=()):
        t = Task(priority, next(self.counter), name, duration, tuple(deps))
        heapq.heappush(self.heap, t)
        return t
    def cancel(self, name):
        self.removed.add(name)
    def run(self):
        clock = 0
        waiting = []
        while self.heap or waiting:
            if not self.heap:
                raise RuntimeError(f"deadlock: {sorted(t.name for t in waiting)}")
            t = heapq.heappop(self.heap)
            if t.name in self.removed:
                print(f"t={clock:3} skip {t.name} (cancelled)")
                continue
            missing = [d for d in t.deps if d not in self.done]
            if missing:
                waiting.append(t)
                print(f"t={clock:3} defer {t.name} waiting on {missing}")
                continue
            clock += t.duration
            self.done.append(t.name)
            print(f"t={clock:3} ran {t.name:<8} prio={t.priority}")
            for w in waiting[:]:
                if all(d in self.done for d in w.deps):
                    waiting.remove(w)
                    heapq.heappush(self.heap, w)
        return clock

s = Scheduler()
s.add("compile", 2, 5)
s.add("fetch", 1, 3)
s.add("test", 1, 4, deps=["compile"])
s.add("lint", 3, 1)
s.add("deploy", 0, 2, deps=["test", "lint"])
s.add("docs", 5, 2)
s.add("notify", 0, 1, deps=["deploy"])
s.cancel("docs")
print("total", s.run(), s.done)
s2 = Scheduler()
s2.add("a", 1, deps=["b"])
s2.add("b", 1, deps=["a"])
try:
    s2.run()
except RuntimeError as e:
    print("RuntimeError:", e)
print(sorted([Task(2, 0, "x"), Task(1, 5, "y"), Task(1, 2, "z")]))
print(Task(1, 1, "a") == Task(1, 1, "b"), Task(1, 1, "a") < Task(1, 2, "a"))
def round_robin(jobs, quantum):
    from collections import deque
    q = deque(jobs.items())
    t, order = 0, []
    while q:
        name, left = q.popleft()
        run = min(quantum, left)
        t += run
        order.append(f"{name}:{t}")
        if left > run:
            q.append((name, left - run))
    return order
print(round_robin({"A": 5, "B": 2, "C": 7}, 3))
def merge_intervals(iv):
    out = []
    for s, e in sorted(iv):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out
print(merge_intervals([(1, 3), (8, 10), (2, 6), (15, 18), (17, 20), (6, 7)]))
def meeting_rooms(iv):
    ends, rooms = [], 0
    for s, e in sorted(iv):
        while ends and ends[0] <= s:
            heapq.heappop(ends)
        heapq.heappush(ends, e)
        rooms = max(rooms, len(ends))
    return rooms
print(meeting_rooms([(0, 30), (5, 10), (15, 20), (10, 15), (25, 35)]))
