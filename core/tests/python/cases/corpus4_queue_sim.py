import random, heapq, statistics
from collections import deque
random.seed(42)
class Customer:
    _ids = 0
    def __init__(self, arrive, service):
        Customer._ids += 1
        self.id, self.arrive, self.service = Customer._ids, arrive, service
        self.start = self.end = None
    def __repr__(self):
        return f"C{self.id}"
def simulate(n_customers, n_tellers, seed):
    rng = random.Random(seed)
    t, custs = 0.0, []
    for _ in range(n_customers):
        t += rng.expovariate(1 / 2.0)
        custs.append(Customer(round(t, 2), round(rng.uniform(1, 6), 2)))
    tellers = [(0.0, i) for i in range(n_tellers)]
    heapq.heapify(tellers)
    log = []
    for c in custs:
        free_at, tid = heapq.heappop(tellers)
        c.start = max(free_at, c.arrive)
        c.end = round(c.start + c.service, 2)
        log.append((c, tid, round(c.start - c.arrive, 2)))
        heapq.heappush(tellers, (c.end, tid))
    waits = [w for _, _, w in log]
    return log, round(statistics.mean(waits), 3), max(waits), round(max(c.end for c in custs), 2)
for tellers in (1, 2, 3):
    Customer._ids = 0
    log, avg, worst, done = simulate(12, tellers, seed=7)
    print(f"tellers={tellers} avg_wait={avg} worst={worst} finished={done}")
    print("  ", [(str(c), tid, w) for c, tid, w in log[:5]])
buf = deque()
produced = consumed = 0
timeline = []
for tick in range(20):
    if random.random() < 0.6:
        produced += 1
        buf.append(produced)
    if tick % 3 == 0 and buf:
        consumed = buf.popleft()
    timeline.append(len(buf))
print(timeline, produced, consumed, list(buf))
