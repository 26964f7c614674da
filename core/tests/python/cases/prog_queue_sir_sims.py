import random
import statistics
from collections import deque
from dataclasses import dataclass


@dataclass
class Customer:
    cid: int
    arrival: int
    service: int
    start: int = -1

    @property
    def wait(self):
        return self.start - self.arrival


def simulate(tellers, minutes, rate, seed):
    rng = random.Random(seed)
    queue = deque()
    busy = [0] * tellers
    served = []
    next_id = 1
    max_queue = 0
    for t in range(minutes):
        if rng.random() < rate:
            queue.append(Customer(next_id, t, rng.randint(2, 8)))
            next_id += 1
        for i in range(tellers):
            if busy[i] > 0:
                busy[i] -= 1
            if busy[i] == 0 and queue:
                c = queue.popleft()
                c.start = t
                busy[i] = c.service
                served.append(c)
        max_queue = max(max_queue, len(queue))
    return served, len(queue), max_queue


for tellers in (1, 2, 3):
    served, left, maxq = simulate(tellers, 240, 0.35, seed=42)
    waits = [c.wait for c in served]
    print(f"tellers={tellers} served={len(served):3d} left={left:3d} maxq={maxq:3d} "
          f"avg_wait={statistics.mean(waits):6.2f} median={statistics.median(waits):5.1f} max={max(waits)}")

# inventory random walk with reorder policy
rng = random.Random(7)
stock, orders, lost = 20, [], 0
on_order = 0
history = []
for day in range(30):
    arriving = [o for o in orders if o[0] == day]
    for o in arriving:
        stock += o[1]
        on_order -= o[1]
    orders = [o for o in orders if o[0] != day]
    demand = rng.choice([0, 1, 2, 2, 3, 4, 5])
    sold = min(stock, demand)
    lost += demand - sold
    stock -= sold
    if stock + on_order < 10:
        orders.append((day + 3, 15))
        on_order += 15
    history.append(stock)
print(history)
print("lost sales", lost, "min stock", min(history), "avg", round(sum(history) / len(history), 2))

# epidemic SIR discrete
S, I, R = 990.0, 10.0, 0.0
beta, gamma = 0.3, 0.1
peak = (0, I)
for day in range(1, 101):
    new_inf = beta * S * I / 1000
    new_rec = gamma * I
    S, I, R = S - new_inf, I + new_inf - new_rec, R + new_rec
    if I > peak[1]:
        peak = (day, I)
    if day % 20 == 0:
        print(f"day {day:3d}: S={S:7.1f} I={I:7.1f} R={R:7.1f}")
print(f"peak on day {peak[0]} with {peak[1]:.1f} infected")

# dice game: first to 20
def play(rng):
    scores = [0, 0]
    turn = 0
    rounds = 0
    while max(scores) < 20:
        roll = rng.randint(1, 6)
        scores[turn] += roll if roll != 1 else -min(scores[turn], 3)
        turn ^= 1
        rounds += 1
    return scores.index(max(scores)), rounds


rng = random.Random(123)
results = [play(rng) for _ in range(200)]
wins = [sum(1 for w, _ in results if w == p) for p in (0, 1)]
print("wins", wins, "avg rounds", statistics.mean(r for _, r in results))
