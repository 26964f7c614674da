import heapq
from dataclasses import dataclass, field
from itertools import count

@dataclass(order=True)
class Job:
    priority: int
    seq: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)

class Scheduler:
    def __init__(self):
        self.heap = []
        self.counter = count()
        self.clock = 0
        self.log = []

    def submit(self, name, priority, duration=1):
        heapq.heappush(self.heap, Job(priority, next(self.counter), name, duration))

    def run(self):
        while self.heap:
            job = heapq.heappop(self.heap)
            self.clock += job.duration
            self.log.append(f"t={self.clock:>3} {job.name} (p{job.priority})")
            if job.name.startswith("spawn") and job.priority < 3:
                self.submit(job.name + "+", job.priority + 1, 2)

s = Scheduler()
for name, pr, d in [("backup", 5, 10), ("email", 1, 1), ("spawn-a", 1, 3), ("report", 3, 4), ("alert", 0, 1), ("spawn-b", 2, 1)]:
    s.submit(name, pr, d)
s.run()
print("\n".join(s.log))

nums = [15, 3, 9, 1, 12, 7, 20, 4]
h = nums[:]
heapq.heapify(h)
print(h[0], [heapq.heappop(h) for _ in range(3)], heapq.nsmallest(3, nums), heapq.nlargest(2, nums, key=lambda x: -x))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [0])), heapq.heappushpop([5, 7], 1), heapq.heapreplace([2, 8], 9))
tasks = [(2, "write"), (1, "plan"), (2, "test"), (3, "ship")]
heapq.heapify(tasks)
print([heapq.heappop(tasks)[1] for _ in range(len(tasks))])

def dijkstra(graph, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph.get(u, []):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dist

g = {"A": [("B", 4), ("C", 1)], "C": [("B", 2), ("D", 7)], "B": [("D", 1)], "D": []}
print(sorted(dijkstra(g, "A").items()))
