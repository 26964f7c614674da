import heapq
import random
import statistics
from collections import deque
from dataclasses import dataclass, field


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    cust: int = field(compare=False, default=-1)


class Bank:
    def __init__(self, tellers, arrival_rate, service_mean, seed):
        self.rng = random.Random(seed)
        self.tellers = tellers
        self.free = tellers
        self.arrival_rate = arrival_rate
        self.service_mean = service_mean
        self.queue = deque()
        self.events = []
        self.seq = 0
        self.waits = []
        self.max_queue = 0
        self.served = 0
        self.arrivals = {}
        self.log = []

    def schedule(self, t, kind, cust=-1):
        self.seq += 1
        heapq.heappush(self.events, Event(t, self.seq, kind, cust))

    def run(self, until):
        self.schedule(self.rng.expovariate(self.arrival_rate), "arrive", 0)
        next_id = 1
        while self.events:
            ev = heapq.heappop(self.events)
            if ev.time > until:
                break
            now = ev.time
            if ev.kind == "arrive":
                self.arrivals[ev.cust] = now
                if self.free:
                    self.free -= 1
                    self.start(now, ev.cust)
                else:
                    self.queue.append(ev.cust)
                    self.max_queue = max(self.max_queue, len(self.queue))
                self.schedule(now + self.rng.expovariate(self.arrival_rate), "arrive", next_id)
                next_id += 1
            elif ev.kind == "depart":
                self.served += 1
                if self.queue:
                    self.start(now, self.queue.popleft())
                else:
                    self.free += 1
            if len(self.log) < 8:
                self.log.append(f"{ev.time:7.3f} {ev.kind:<6} c{ev.cust} q={len(self.queue)} free={self.free}")
        return now

    def start(self, now, cust):
        self.waits.append(now - self.arrivals[cust])
        self.schedule(now + self.rng.gauss(self.service_mean, self.service_mean / 4) if False else now + self.rng.expovariate(1 / self.service_mean), "depart", cust)


for tellers in (1, 2, 3):
    b = Bank(tellers, arrival_rate=1.0, service_mean=1.6, seed=tellers * 11)
    end = b.run(until=200)
    w = b.waits
    print(f"tellers={tellers} served={b.served} max_queue={b.max_queue} mean_wait={statistics.mean(w):.3f} "
          f"p90={statistics.quantiles(w, n=10)[-1]:.3f} zero_wait={sum(1 for x in w if x == 0) / len(w):.1%} end={end:.2f}")
    if tellers == 2:
        print("\n".join(b.log))

rng = random.Random(5)
inventory, orders, lost, restocks = 20, 0, 0, 0
history = []
for day in range(1, 31):
    demand = rng.randint(0, 6)
    sold = min(demand, inventory)
    lost += demand - sold
    inventory -= sold
    orders += sold
    if inventory < 8:
        inventory += 15
        restocks += 1
    history.append(inventory)
print(orders, lost, restocks, history)
print(" ".join(f"{h:2d}" for h in history[:15]))
spark = "▁▂▃▄▅▆▇█"
lo, hi = min(history), max(history)
print("".join(spark[(h - lo) * 7 // (hi - lo)] for h in history))
