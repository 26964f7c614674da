# graph algorithms with graphlib, deque BFS, heapq Dijkstra, recursion DFS
from graphlib import TopologicalSorter, CycleError
from collections import deque, defaultdict
import heapq

deps = {"app": {"lib", "config"}, "lib": {"core"}, "config": {"core"}, "tests": {"app"}, "core": set()}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order.index("core") < order.index("lib") < order.index("app") < order.index("tests"), order[0], order[-1])
ts2 = TopologicalSorter()
for node, ds in sorted(deps.items()):
    ts2.add(node, *sorted(ds))
ts2.prepare()
batches = []
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    batches.append(ready)
    ts2.done(*ready)
print(batches)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"c"}, "c": {"a"}}).static_order())
except CycleError as e:
    print("CycleError:", e.args[0], sorted(e.args[1]))

edges = [("A", "B", 4), ("A", "C", 2), ("C", "B", 1), ("B", "D", 5), ("C", "D", 8), ("D", "E", 3), ("C", "E", 10)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w)); graph[v].append((u, w))
def dijkstra(src):
    dist = {src: 0}; prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in sorted(graph[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd; prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev
dist, prev = dijkstra("A")
print(sorted(dist.items()))
path, node = [], "E"
while node != "A":
    path.append(node); node = prev[node]
print("->".join(["A"] + path[::-1]))
def bfs(start):
    seen = {start}; q = deque([(start, 0)]); out = []
    while q:
        u, depth = q.popleft(); out.append(f"{u}@{depth}")
        for v, _ in sorted(graph[u]):
            if v not in seen:
                seen.add(v); q.append((v, depth + 1))
    return out
print(bfs("A"))
def dfs(u, seen=None):
    seen = seen if seen is not None else []
    seen.append(u)
    for v, _ in sorted(graph[u]):
        if v not in seen:
            dfs(v, seen)
    return seen
print(dfs("E"))
def components(n, pairs):
    parent = list(range(n))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]; x = parent[x]
        return x
    for a, b in pairs:
        parent[find(a)] = find(b)
    groups = defaultdict(list)
    for i in range(n):
        groups[find(i)].append(i)
    return sorted(groups.values())
print(components(8, [(0, 1), (1, 2), (3, 4), (6, 7), (7, 5)]))
grid = ["S.#.....", ".##.###.", "....#..E", "##..#.#."]
R, C = len(grid), len(grid[0])
start = next((r, c) for r in range(R) for c in range(C) if grid[r][c] == "S")
q = deque([(start, 0)]); seen = {start}
while q:
    (r, c), d = q.popleft()
    if grid[r][c] == "E":
        print("maze steps", d); break
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != "#" and (nr, nc) not in seen:
            seen.add((nr, nc)); q.append(((nr, nc), d + 1))
