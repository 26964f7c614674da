# Discrete-event simulation of a bank with tellers: seeded random arrivals, heapq events,
# statistics per teller and a text histogram of waiting times.
import heapq
import random
import statistics
from collections import deque, Counter
from dataclasses import dataclass, field
from enum import Enum

class Ev(Enum):
    ARRIVE = 1
    DONE = 0        # departures sort before arrivals at the same time

@dataclass
class Customer:
    id: int
    arrived: float
    service: float
    vip: bool = False
    started: float | None = None

@dataclass
class Teller:
    name: str
    speed: float
    busy_until: float = 0.0
    served: list = field(default_factory=list)
    busy_time: float = 0.0

def simulate(seed, n_customers=40, tellers=("Ann", "Ben", "Cat"), speeds=(1.0, 0.8, 1.3)):
    rng = random.Random(seed)
    t = 0.0
    events = []
    for cid in range(n_customers):
        t += rng.expovariate(1 / 1.6)
        c = Customer(cid, round(t, 3), round(rng.uniform(2, 6), 3), vip=rng.random() < 0.15)
        heapq.heappush(events, (c.arrived, Ev.ARRIVE.value, cid, c))
    staff = [Teller(n, s) for n, s in zip(tellers, speeds)]
    free = deque(sorted(staff, key=lambda s: -s.speed))
    line, vip_line = deque(), deque()
    waits, max_queue = [], 0

    def start(teller, cust, now):
        cust.started = now
        waits.append(now - cust.arrived)
        dur = cust.service / teller.speed
        teller.busy_time += dur
        teller.served.append(cust.id)
        heapq.heappush(events, (now + dur, Ev.DONE.value, cust.id, teller))

    while events:
        now, kind, _, obj = heapq.heappop(events)
        if kind == Ev.ARRIVE.value:
            (vip_line if obj.vip else line).append(obj)
        else:
            free.append(obj)
        while free and (vip_line or line):
            start(free.popleft(), (vip_line or line).popleft(), now)
        max_queue = max(max_queue, len(line) + len(vip_line))
    return staff, waits, max_queue, now

staff, waits, max_q, end = simulate(seed=2024)
print(f"simulation ended at t={end:.2f}, max queue {max_q}")
for s in staff:
    util = s.busy_time / end
    print(f"{s.name:<4} speed {s.speed:>4.1f}  served {len(s.served):>2}  utilisation {util:6.1%}  first {s.served[:4]}")
print(f"wait mean {statistics.mean(waits):.3f}  median {statistics.median(waits):.3f}  "
      f"p90 {statistics.quantiles(waits, n=10)[-1]:.3f}  max {max(waits):.3f}")
buckets = Counter(min(int(w), 6) for w in waits)
for b in range(7):
    label = f"{b}-{b + 1}" if b < 6 else "6+ "
    print(f"{label:>4} | {'#' * buckets[b]:<20} {buckets[b]}")
results = {seed: round(statistics.mean(simulate(seed)[1]), 3) for seed in (1, 2, 3)}
print(results, min(results, key=results.get))
rng = random.Random(7)
print([round(rng.gauss(0, 1), 4) for _ in range(3)], rng.sample(["a", "b", "c", "d"], 2), rng.choices(range(5), cum_weights=[1, 2, 3, 4, 10], k=5))
