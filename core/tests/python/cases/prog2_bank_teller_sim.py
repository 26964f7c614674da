"""A discrete-event simulation of bank tellers with a seeded RNG, heapq event queue and statistics."""
import heapq
import random
import statistics
from dataclasses import dataclass, field
from itertools import count


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    customer: int = field(compare=False)


class Bank:
    def __init__(self, tellers, seed):
        self.rng = random.Random(seed)
        self.free = tellers
        self.queue = []
        self.events = []
        self.seq = count()
        self.arrive_at = {}
        self.waits = []
        self.max_queue = 0
        self.log = []

    def schedule(self, t, kind, cust):
        heapq.heappush(self.events, Event(round(t, 3), next(self.seq), kind, cust))

    def run(self, customers, until):
        t = 0.0
        for c in range(customers):
            t += self.rng.expovariate(1 / 2.0)
            self.schedule(t, "arrive", c)
        while self.events:
            ev = heapq.heappop(self.events)
            if ev.time > until:
                self.log.append(f"{ev.time:7.2f} closing with {len(self.events) + 1} events pending")
                break
            getattr(self, "on_" + ev.kind)(ev)
        return self

    def on_arrive(self, ev):
        self.arrive_at[ev.customer] = ev.time
        if self.free:
            self.free -= 1
            self.start(ev.time, ev.customer)
        else:
            self.queue.append(ev.customer)
            self.max_queue = max(self.max_queue, len(self.queue))

    def start(self, now, cust):
        self.waits.append(round(now - self.arrive_at[cust], 3))
        service = self.rng.uniform(1.5, 6.0)
        self.schedule(now + service, "depart", cust)

    def on_depart(self, ev):
        if self.queue:
            self.start(ev.time, self.queue.pop(0))
        else:
            self.free += 1
        if ev.customer % 5 == 0:
            self.log.append(f"{ev.time:7.2f} customer {ev.customer} leaves")


for tellers in (1, 2, 3):
    b = Bank(tellers, seed=42).run(customers=25, until=60)
    print(f"tellers={tellers} served={len(b.waits)} max_queue={b.max_queue} "
          f"mean_wait={statistics.mean(b.waits):.3f} median={statistics.median(b.waits):.3f} "
          f"max={max(b.waits):.3f}")
    for line in b.log[:4]:
        print("  ", line)

rng = random.Random(7)
print([round(rng.random(), 6) for _ in range(3)], rng.randint(1, 6), rng.choice("abcde"), rng.randrange(0, 100, 5))
print(rng.sample(range(50), 5), rng.choices(["x", "y", "z"], weights=[5, 1, 1], k=8))
deck = list(range(10))
rng.shuffle(deck)
print(deck, round(rng.gauss(0, 1), 6), round(rng.triangular(0, 10, 3), 6), rng.getrandbits(16))
state = rng.getstate()
a = [rng.random() for _ in range(2)]
rng.setstate(state)
print(a == [rng.random() for _ in range(2)])
e1, e2 = Event(1.0, 0, "x", 1), Event(1.0, 1, "y", 0)
print(e1 < e2, sorted([e2, e1])[0].kind)
for bad in [lambda: rng.choice([]), lambda: rng.sample(range(3), 5), lambda: rng.randrange(5, 5), lambda: statistics.mean([])]:
    try:
        bad()
    except (IndexError, ValueError, statistics.StatisticsError) as e:
        print(type(e).__name__, e)
