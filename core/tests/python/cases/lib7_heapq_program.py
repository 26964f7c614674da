import heapq
from dataclasses import dataclass, field
from typing import Any
import itertools
@dataclass(order=True)
class PrioritizedItem:
    priority: int
    item: Any = field(compare=False)
pq = []
for p, it in [(5, 'write'), (1, 'plan'), (3, 'code'), (1, 'coffee'), (4, 'test')]:
    heapq.heappush(pq, PrioritizedItem(p, it))
print([heapq.heappop(pq).item for _ in range(len(pq))])
class PQ:
    REMOVED = '<removed>'
    def __init__(self):
        self.pq = []; self.finder = {}; self.counter = itertools.count()
    def add(self, task, priority=0):
        if task in self.finder:
            self.remove(task)
        entry = [priority, next(self.counter), task]
        self.finder[task] = entry
        heapq.heappush(self.pq, entry)
    def remove(self, task):
        entry = self.finder.pop(task)
        entry[-1] = self.REMOVED
    def pop(self):
        while self.pq:
            priority, count, task = heapq.heappop(self.pq)
            if task is not self.REMOVED:
                del self.finder[task]
                return task
        raise KeyError('pop from an empty priority queue')
q = PQ(); q.add('a', 3); q.add('b', 1); q.add('c', 2); q.add('a', 0); q.remove('c')
print(q.pop(), q.pop())
try:
    q.pop()
except KeyError as e:
    print('KeyError', e)
def dijkstra(graph, src):
    dist = {src: 0}; h = [(0, src)]
    while h:
        d, u = heapq.heappop(h)
        if d > dist.get(u, float('inf')):
            continue
        for v, w in graph.get(u, ()):
            nd = d + w
            if nd < dist.get(v, float('inf')):
                dist[v] = nd; heapq.heappush(h, (nd, v))
    return dist
g = {'A': [('B', 4), ('C', 1)], 'C': [('B', 2), ('D', 7)], 'B': [('D', 1)]}
print(sorted(dijkstra(g, 'A').items()))
def kth_largest(nums, k):
    h = nums[:k]; heapq.heapify(h)
    for n in nums[k:]:
        if n > h[0]:
            heapq.heapreplace(h, n)
    return h[0]
print(kth_largest([3, 2, 1, 5, 6, 4], 2), kth_largest([3, 2, 3, 1, 2, 4, 5, 5, 6], 4))
def heapsort(it):
    h = []
    for v in it: heapq.heappush(h, v)
    return [heapq.heappop(h) for _ in range(len(h))]
print(heapsort([1, 3, 5, 7, 9, 2, 4, 6, 8, 0]))
words = 'the quick brown fox jumps over the lazy dog again and again'.split()
print(heapq.nlargest(3, set(words), key=lambda w: (len(w), w)), heapq.nsmallest(4, words), heapq.nlargest(2, words, key=words.count))
print(list(heapq.merge(*[sorted([5, 1, 9]), sorted([2, 8]), [], sorted([3, 3, 7])])), list(heapq.merge([(1, 'b')], [(1, 'a')], key=lambda t: t[0])))
h = list(range(10, 0, -1)); heapq.heapify(h); print(h, heapq.nsmallest(1, h), heapq.nlargest(1, []), heapq.nsmallest(3, [2, 2, 1, 1], key=lambda x: x))
print(heapq.heappushpop([], 5), heapq.heappushpop([1], 5))
try:
    heapq.heapreplace([], 1)
except IndexError as e:
    print('IndexError', e)
try:
    heapq.heappush([1, 'a'] if False else ['a'], 1)
except TypeError as e:
    print('TypeError', e)
