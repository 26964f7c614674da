import heapq
from collections import defaultdict, deque
edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20)]
g = defaultdict(list)
for a, b, w in edges:
    g[a].append((b, w))
    g[b].append((a, w))
def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    seen = set()
    while pq:
        d, u = heapq.heappop(pq)
        if u in seen:
            continue
        seen.add(u)
        for v, w in sorted(g[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev
dist, prev = dijkstra("A")
print(sorted(dist.items()))
def path(t):
    out = [t]
    while t in prev:
        t = prev[t]
        out.append(t)
    return "->".join(reversed(out))
print(path("F"), path("D"))
def bfs(s):
    order, q, seen = [], deque([s]), {s}
    while q:
        u = q.popleft()
        order.append(u)
        for v, _ in sorted(g[u]):
            if v not in seen:
                seen.add(v)
                q.append(v)
    return order
def dfs(u, seen=None):
    seen = [] if seen is None else seen
    seen.append(u)
    for v, _ in sorted(g[u]):
        if v not in seen:
            dfs(v, seen)
    return seen
print(bfs("A"), dfs("A"))
h = [5, 1, 8, 3, 9, 2]
heapq.heapify(h)
print(h, heapq.nsmallest(3, h), heapq.nlargest(2, h, key=lambda x: -x))
print(heapq.heappushpop(h, 0), heapq.heapreplace(h, 7), sorted(h))
print(list(heapq.merge([1, 4, 9], [2, 3, 10], [5])))
tasks = []
for pri, name in [(3, "write"), (1, "plan"), (2, "code"), (1, "coffee")]:
    heapq.heappush(tasks, (pri, name))
print([heapq.heappop(tasks) for _ in range(len(tasks))])
# topological sort (Kahn)
deps = {"shirt": ["tie", "belt"], "tie": ["jacket"], "pants": ["shoes", "belt"], "belt": ["jacket"], "socks": ["shoes"], "shoes": [], "jacket": []}
indeg = {k: 0 for k in deps}
for k, vs in deps.items():
    for v in vs:
        indeg[v] += 1
ready = sorted(k for k, d in indeg.items() if d == 0)
heapq.heapify(ready)
order = []
while ready:
    k = heapq.heappop(ready)
    order.append(k)
    for v in deps[k]:
        indeg[v] -= 1
        if indeg[v] == 0:
            heapq.heappush(ready, v)
print(order)
