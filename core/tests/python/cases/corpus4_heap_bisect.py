import heapq, bisect
h = []
for x in [5, 1, 8, 3, 2, 9, 1]:
    heapq.heappush(h, x)
print(h, [heapq.heappop(h) for _ in range(3)], h)
data = [9, 4, 7, 1, 8, 2]
heapq.heapify(data)
print(data, heapq.heappushpop(data, 0), heapq.heapreplace(data, 10), data)
print(heapq.nlargest(3, [4, 1, 7, 3, 9]), heapq.nsmallest(2, ["pear", "fig", "apple"], key=len), list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])))
print(list(heapq.merge(["a", "c"], ["b"], reverse=False)), list(heapq.merge([5, 3], [4, 1], reverse=True)))
tasks = []
for prio, name in [(2, "write"), (1, "plan"), (3, "test"), (1, "coffee"), (2, "review")]:
    heapq.heappush(tasks, (prio, name))
print([heapq.heappop(tasks) for _ in range(len(tasks))])
import itertools
counter = itertools.count()
pq = []
for prio, obj in [(1, {"a": 1}), (1, {"b": 2}), (0, {"c": 3})]:
    heapq.heappush(pq, (prio, next(counter), obj))
print([heapq.heappop(pq)[2] for _ in range(3)])
def dijkstra(graph, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    return dict(sorted(dist.items()))
G = {"A": [("B", 4), ("C", 1)], "B": [("D", 1)], "C": [("B", 2), ("D", 5)], "D": []}
print(dijkstra(G, "A"))
a = [1, 2, 4, 4, 4, 7, 9]
print(bisect.bisect_left(a, 4), bisect.bisect_right(a, 4), bisect.bisect(a, 0), bisect.bisect(a, 100), bisect.bisect_left(a, 4, 0, 3))
bisect.insort(a, 5); bisect.insort_left(a, 4); print(a)
def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100, 60]])
recs = [("apple", 3), ("fig", 7), ("kiwi", 12)]
print(bisect.bisect_left(recs, 7, key=lambda r: r[1]), bisect.bisect_right([(1, "a"), (1, "b")], (1, "a")))
bisect.insort(recs, ("grape", 8), key=lambda r: r[1]); print(recs)
class Rev:
    def __init__(self, v): self.v = v
    def __lt__(self, o): return self.v > o.v
    def __repr__(self): return f"R{self.v}"
hr = [Rev(1), Rev(5), Rev(3)]
heapq.heapify(hr)
print(heapq.heappop(hr), hr)
print(heapq.nlargest(2, {"a": 3, "b": 9, "c": 5}.items(), key=lambda kv: kv[1]), heapq.nsmallest(10, [3, 1]))
