import heapq
import itertools
from dataclasses import dataclass, field
from typing import Callable, Any


@dataclass(order=True)
class Event:
    time: float
    priority: int
    seq: int
    name: str = field(compare=False)
    action: Callable[..., Any] = field(compare=False, repr=False)
    cancelled: bool = field(default=False, compare=False)


class Scheduler:
    def __init__(self):
        self.queue = []
        self.now = 0.0
        self.counter = itertools.count()
        self.trace = []
        self.by_name = {}

    def schedule(self, delay, name, action, priority=5):
        ev = Event(self.now + delay, priority, next(self.counter), name, action)
        heapq.heappush(self.queue, ev)
        self.by_name.setdefault(name, []).append(ev)
        return ev

    def cancel(self, name):
        n = 0
        for ev in self.by_name.get(name, []):
            if not ev.cancelled:
                ev.cancelled = True
                n += 1
        return n

    def run(self, until=float("inf")):
        processed = 0
        while self.queue and self.queue[0].time <= until:
            ev = heapq.heappop(self.queue)
            if ev.cancelled:
                self.trace.append(f"{ev.time:7.2f} skip {ev.name}")
                continue
            self.now = ev.time
            self.trace.append(f"{ev.time:7.2f} p{ev.priority} {ev.name}")
            ev.action(self)
            processed += 1
        self.now = max(self.now, until) if until != float("inf") else self.now
        return processed


class Bakery:
    def __init__(self):
        self.ovens = 2
        self.waiting = []
        self.baked = []
        self.customers = 0

    def customer(self, cid, order):
        def arrive(s):
            self.customers += 1
            if self.ovens:
                self.ovens -= 1
                s.schedule(1.5 * order, f"bake-{cid}", self.finish(cid, order), priority=1)
            else:
                self.waiting.append((cid, order))
        return arrive

    def finish(self, cid, order):
        def done(s):
            self.baked.append((cid, order, s.now))
            if self.waiting:
                nid, norder = self.waiting.pop(0)
                s.schedule(1.5 * norder, f"bake-{nid}", self.finish(nid, norder), priority=1)
            else:
                self.ovens += 1
        return done


sched = Scheduler()
shop = Bakery()
arrivals = [(0.0, 1, 2), (0.5, 2, 1), (0.5, 3, 3), (1.0, 4, 1), (2.25, 5, 2), (2.25, 6, 1)]
for t, cid, order in arrivals:
    sched.schedule(t, f"arrive-{cid}", shop.customer(cid, order), priority=3)

def ticker(s):
    if s.now < 6:
        s.schedule(2, "tick", ticker, priority=9)
sched.schedule(0, "tick", ticker, priority=9)
sched.schedule(4.0, "promo", lambda s: print("promo at", s.now))
print("cancelled:", sched.cancel("promo"), sched.cancel("nothing"))
n1 = sched.run(until=3)
print("first run", n1, "now", sched.now, "queue", len(sched.queue), "waiting", shop.waiting)
n2 = sched.run()
print("second run", n2, "now", sched.now)
print("\n".join(sched.trace))
for cid, order, t in shop.baked:
    print(f"customer {cid}: {order} loaves ready at {t:.2f}")
print(shop.ovens, shop.customers, sorted(shop.baked, key=lambda b: (-b[2], b[0]))[:2])
h = []
for w in "the quick brown fox jumps over the lazy dog".split():
    heapq.heappush(h, (len(w), w))
print([heapq.heappop(h) for _ in range(4)], heapq.nsmallest(2, h), len(h))
merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 5]))
print(merged, list(heapq.merge(["b", "d"], ["a", "c"], key=str.upper, reverse=False)))
h2 = [5, 1, 8, 3]
heapq.heapify(h2)
print(h2, heapq.heappushpop(h2, 0), heapq.heapreplace(h2, 7), h2)
print(Event(1.0, 1, 0, "x", None) < Event(1.0, 2, 0, "a", None), repr(Event(2, 0, 1, "n", print)))
