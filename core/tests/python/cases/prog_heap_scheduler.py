import heapq, itertools
class Scheduler:
    def __init__(self):
        self.q, self.seq = [], itertools.count()
    def add(self, prio, name):
        heapq.heappush(self.q, (prio, next(self.seq), name))
    def run(self):
        order = []
        while self.q:
            prio, _, name = heapq.heappop(self.q)
            order.append(f"{name}@{prio}")
        return order
s = Scheduler()
for p, n in [(3, "c"), (1, "a"), (2, "b"), (1, "a2"), (0, "urgent")]:
    s.add(p, n)
print(s.run())
data = [5, 3, 8, 1, 9, 2]
print(heapq.nlargest(3, data), heapq.nsmallest(2, data, key=lambda v: -v), heapq.heappushpop([1, 5], 3))
h = []
for x in data:
    heapq.heappush(h, -x)
print([-heapq.heappop(h) for _ in range(len(h))])
