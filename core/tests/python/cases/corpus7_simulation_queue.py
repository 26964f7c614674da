import random
import heapq

random.seed(2024)

class Customer:
    counter = 0
    def __init__(self, arrival, service):
        Customer.counter += 1
        self.id = Customer.counter
        self.arrival = arrival
        self.service = service
        self.start = None
    @property
    def wait(self):
        return self.start - self.arrival
    def __lt__(self, other):
        return (self.arrival, self.id) < (other.arrival, other.id)
    def __repr__(self):
        return f"C{self.id}@{self.arrival:.2f}"

def simulate(n_servers, n_customers, rate, mean_service):
    t = 0.0
    customers = []
    for _ in range(n_customers):
        t += random.expovariate(rate)
        customers.append(Customer(round(t, 3), round(random.expovariate(1 / mean_service), 3)))
    events = [(c.arrival, 0, c.id, "arrive", c) for c in customers]
    heapq.heapify(events)
    free = n_servers
    queue = []
    done = []
    max_q = 0
    busy_time = 0.0
    while events:
        now, _, _, kind, c = heapq.heappop(events)
        if kind == "arrive":
            queue.append(c)
        else:
            free += 1
            done.append(c)
        while free and queue:
            nxt = queue.pop(0)
            nxt.start = now
            free -= 1
            busy_time += nxt.service
            heapq.heappush(events, (now + nxt.service, 1, nxt.id, "depart", nxt))
        max_q = max(max_q, len(queue))
    waits = [c.wait for c in done]
    return {
        "served": len(done),
        "avg_wait": round(sum(waits) / len(waits), 4),
        "max_wait": round(max(waits), 4),
        "max_queue": max_q,
        "zero_wait": sum(1 for w in waits if w == 0),
        "util": round(busy_time / (n_servers * now), 4),
    }

for servers in (1, 2, 3):
    Customer.counter = 0
    random.seed(7)
    print(servers, simulate(servers, 200, 1.0, 1.8))

random.seed(11)
walk = [0]
for _ in range(1000):
    walk.append(walk[-1] + random.choice((-1, 1)))
print(max(walk), min(walk), walk[-1], sum(1 for a, b in zip(walk, walk[1:]) if a < 0 <= b))

def life(board, steps):
    h, w = len(board), len(board[0])
    cells = {(r, c) for r in range(h) for c in range(w) if board[r][c] == "#"}
    for _ in range(steps):
        counts = {}
        for r, c in cells:
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if dr or dc:
                        k = ((r + dr) % h, (c + dc) % w)
                        counts[k] = counts.get(k, 0) + 1
        cells = {k for k, n in counts.items() if n == 3 or (n == 2 and k in cells)}
    return ["".join("#" if (r, c) in cells else "." for c in range(w)) for r in range(h)]
glider = [".#......", "..#.....", "###.....", "........", "........", "........"]
for row in life(glider, 4):
    print(row)
random.seed(3)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(3600)]
hist = {s: rolls.count(s) for s in range(2, 13)}
for s, n in hist.items():
    print(f"{s:2} {n:4} {'*' * (n // 20)}")
pi_est = sum(1 for _ in range(20000) if random.random() ** 2 + random.random() ** 2 < 1) * 4 / 20000
print(pi_est)
