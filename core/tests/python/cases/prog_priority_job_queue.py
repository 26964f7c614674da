import heapq
import itertools
from dataclasses import dataclass, field
from typing import Any


@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)
    payload: Any = field(compare=False, default=None, repr=False)


class Scheduler:
    def __init__(self):
        self._heap = []
        self._counter = itertools.count()
        self._removed = set()
        self.clock = 0
        self.log = []

    def submit(self, name, priority, duration=1):
        job = Job(priority, next(self._counter), name, duration)
        heapq.heappush(self._heap, job)
        return job

    def cancel(self, job):
        self._removed.add(job.seq)

    def __len__(self):
        return sum(1 for j in self._heap if j.seq not in self._removed)

    def run(self, budget=None):
        while self._heap:
            job = heapq.heappop(self._heap)
            if job.seq in self._removed:
                self.log.append(f"skip {job.name}")
                continue
            if budget is not None and self.clock + job.duration > budget:
                heapq.heappush(self._heap, job)
                self.log.append(f"budget hit at {self.clock}")
                break
            self.clock += job.duration
            self.log.append(f"t={self.clock:>3} ran {job.name} (p{job.priority})")
        return self.clock


s = Scheduler()
jobs = {}
for name, pri, dur in [("backup", 5, 10), ("email", 1, 2), ("compile", 3, 7),
                       ("lint", 3, 1), ("deploy", 4, 5), ("alert", 0, 1),
                       ("report", 5, 3)]:
    jobs[name] = s.submit(name, pri, dur)

print("pending:", len(s))
s.cancel(jobs["deploy"])
print("pending after cancel:", len(s))
print(jobs["email"])
print(jobs["lint"] < jobs["compile"], jobs["compile"] < jobs["lint"])
s.run(budget=15)
print("\n".join(s.log))
print("left:", sorted(j.name for j in s._heap))
s.log.clear()
s.run()
print("\n".join(s.log))

# nsmallest / nlargest / merge
data = [(j.priority, j.name) for j in jobs.values()]
print(heapq.nsmallest(3, data))
print(heapq.nlargest(2, data, key=lambda t: len(t[1])))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 11])))
print(list(heapq.merge(["b", "dd", "fff"], ["a", "cc"], key=len)))
h = [5, 1, 8, 3]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), h)
