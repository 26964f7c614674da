# event scheduler with heapq, dataclass(order) and cancellation
import heapq
import itertools
from dataclasses import dataclass, field
from typing import Callable, Any

@dataclass(order=True)
class Job:
    when: float
    prio: int
    seq: int
    name: str = field(compare=False)
    action: Callable[..., Any] = field(compare=False, repr=False)
    cancelled: bool = field(default=False, compare=False)

class Scheduler:
    def __init__(self):
        self.q = []
        self.now = 0.0
        self.counter = itertools.count()
        self.by_name = {}
        self.log = []
    def at(self, when, name, action, prio=5):
        j = Job(when, prio, next(self.counter), name, action)
        heapq.heappush(self.q, j)
        self.by_name[name] = j
        return j
    def after(self, delay, name, action, prio=5):
        return self.at(self.now + delay, name, action, prio)
    def cancel(self, name):
        self.by_name.pop(name).cancelled = True
    def run(self, until=float("inf")):
        while self.q and self.q[0].when <= until:
            j = heapq.heappop(self.q)
            if j.cancelled:
                self.log.append(f"skip {j.name}")
                continue
            self.now = j.when
            self.by_name.pop(j.name, None)
            res = j.action(self)
            self.log.append(f"{self.now:6.2f} {j.name} -> {res}")

def ticker(n):
    def act(s):
        if n > 1:
            s.after(1.5, f"tick{n-1}", ticker(n - 1))
        return n
    return act

s = Scheduler()
s.at(1, "hello", lambda s: "hi")
s.at(1, "urgent", lambda s: "first!", prio=0)
s.at(2.25, "boom", lambda s: 1 / 0 if False else "no boom")
s.after(0.5, "tick3", ticker(3))
s.at(3, "doomed", lambda s: "never")
s.at(2.0, "killer", lambda s: s.cancel("doomed") or "cancelled doomed")
s.run(until=3.5)
print("\n".join(s.log))
print("pending", sorted(j.name for j in s.q), s.now)
s.run()
print(s.log[-1], len(s.q))
print(heapq.nsmallest(3, [5, 1, 8, 3, 9, 2], key=lambda x: -x), heapq.nlargest(2, "hello world"))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 11])), list(heapq.merge(["b", "aa"], ["ccc"], key=len)))
h = [7, 3, 5]; heapq.heapify(h)
print(heapq.heappushpop(h, 1), heapq.heapreplace(h, 10), h)
print(Job(1, 2, 3, "x", None) < Job(1, 2, 4, "a", None), Job(1, 2, 3, "x", print))
