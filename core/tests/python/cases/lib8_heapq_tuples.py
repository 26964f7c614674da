import heapq
tasks = [(3, 'write'), (1, 'plan'), (2, 'code'), (1, 'coffee'), (5, 'ship')]
h = []
for t in tasks:
    heapq.heappush(h, t)
print(h)
print([heapq.heappop(h) for _ in range(len(h))])
h = list(tasks); heapq.heapify(h); print(h)
print(heapq.heappushpop(h, (0, 'zero')), heapq.heapreplace(h, (9, 'nine')), h)
print(heapq.nlargest(2, tasks), heapq.nsmallest(3, tasks, key=lambda t: t[1]))
print(list(heapq.merge([(1, 'a'), (4, 'd')], [(2, 'b'), (3, 'c')])))
print(list(heapq.merge(['apple', 'fig'], ['banana', 'kiwi'], key=len)), list(heapq.merge([5, 3, 1], [4, 2], reverse=True)))
counter = 0
pq = []
for prio, name in [(2, 'x'), (1, 'y'), (2, 'z'), (1, 'w')]:
    heapq.heappush(pq, (prio, counter, name)); counter += 1
print([heapq.heappop(pq)[2] for _ in range(4)])
try:
    heapq.heappush([(1, {})], (1, {}))
except TypeError as e:
    print('TypeError', e)
try:
    heapq.heappop([])
except IndexError as e:
    print('IndexError', e)
class Job:
    def __init__(self, p, n): self.p, self.n = p, n
    def __lt__(self, o): return self.p < o.p
    def __repr__(self): return f'Job({self.p},{self.n})'
jh = [Job(3, 'c'), Job(1, 'a'), Job(2, 'b')]
heapq.heapify(jh); print(jh, heapq.nsmallest(2, jh), heapq.nlargest(1, jh))
print(heapq._heappop_max([5, 3, 4]) if hasattr(heapq, '_heappop_max') else 5)
