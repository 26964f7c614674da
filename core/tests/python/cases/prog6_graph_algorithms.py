# Road network: Dijkstra, BFS, union-find MST, topological order with graphlib.
import heapq
from collections import defaultdict, deque
from graphlib import TopologicalSorter, CycleError
from math import inf

ROADS = """
A B 7
A C 9
A F 14
B C 10
B D 15
C D 11
C F 2
D E 6
E F 9
G H 1
"""

graph = defaultdict(dict)
edges = []
for line in ROADS.strip().splitlines():
    u, v, w = line.split()
    w = int(w)
    graph[u][v] = graph[v][u] = w
    edges.append((w, u, v))

def dijkstra(src):
    dist = defaultdict(lambda: inf, {src: 0})
    prev = {}
    pq = [(0, src)]
    seen = set()
    while pq:
        d, u = heapq.heappop(pq)
        if u in seen:
            continue
        seen.add(u)
        for v, w in sorted(graph[u].items()):
            if d + w < dist[v]:
                dist[v] = d + w
                prev[v] = u
                heapq.heappush(pq, (dist[v], v))
    return dist, prev

def path(prev, target):
    out = [target]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return "->".join(reversed(out))

dist, prev = dijkstra("A")
for node in sorted(graph):
    d = dist[node]
    print(f"{node}: {d if d != inf else 'unreachable':>11}  {path(prev, node) if d != inf else '-'}")

def bfs_levels(src):
    levels, q = {src: 0}, deque([src])
    while q:
        u = q.popleft()
        for v in sorted(graph[u]):
            if v not in levels:
                levels[v] = levels[u] + 1
                q.append(v)
    return levels

print(sorted(bfs_levels("E").items(), key=lambda kv: (kv[1], kv[0])))

class DSU:
    def __init__(self, items):
        self.parent = {x: x for x in items}
        self.size = dict.fromkeys(items, 1)
    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x
    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        return True

dsu = DSU(graph)
mst = [(u, v, w) for w, u, v in sorted(edges) if dsu.union(u, v)]
print(mst, sum(w for *_, w in mst))
components = defaultdict(list)
for n in sorted(graph):
    components[dsu.find(n)].append(n)
print(sorted(components.values(), key=len, reverse=True))

deps = {"app": ["lib", "utils"], "lib": ["core"], "utils": ["core"], "tests": ["app"], "core": []}
ts = TopologicalSorter(deps)
print(list(ts.static_order()))
ts = TopologicalSorter(deps)
ts.prepare()
rounds = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    rounds.append(ready)
    ts.done(*ready)
print(rounds)
try:
    list(TopologicalSorter({"a": ["b"], "b": ["c"], "c": ["a"]}).static_order())
except CycleError as e:
    print("cycle:", e.args[0], sorted(e.args[1]))
