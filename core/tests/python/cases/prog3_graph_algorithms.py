import heapq
from collections import deque, defaultdict
from graphlib import TopologicalSorter, CycleError

edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in sorted(graph[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev
dist, prev = dijkstra("A")
def path(to):
    out = [to]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return out[::-1]
print(sorted(dist.items()), path("F"))

def bfs(start):
    seen, order, q = {start}, [], deque([start])
    while q:
        u = q.popleft()
        order.append(u)
        for v, _ in sorted(graph[u]):
            if v not in seen:
                seen.add(v)
                q.append(v)
    return order
def dfs(u, seen=None):
    seen = seen if seen is not None else []
    seen.append(u)
    for v, _ in sorted(graph[u]):
        if v not in seen:
            dfs(v, seen)
    return seen
print(bfs("A"), dfs("A"))

deps = {"app": {"lib", "utils"}, "lib": {"core"}, "utils": {"core"}, "core": set(), "tests": {"app"}}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order.index("core") < order.index("lib") < order.index("app") < order.index("tests"), order[0], order[-1])
ts2 = TopologicalSorter()
ts2.add("b", "a"); ts2.add("c", "b"); ts2.add("d", "a")
ts2.prepare()
batches = []
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    batches.append(ready)
    ts2.done(*ready)
print(batches)
try:
    list(TopologicalSorter({"x": {"y"}, "y": {"x"}}).static_order())
except CycleError as e:
    print(type(e).__name__, e.args[0], sorted(set(e.args[1])))

def components(nodes, pairs):
    parent = {n: n for n in nodes}
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for a, b in pairs:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    groups = defaultdict(list)
    for n in nodes:
        groups[find(n)].append(n)
    return sorted(groups.values())
print(components(range(8), [(0, 1), (2, 3), (1, 3), (5, 6)]))
def kruskal():
    parent = {}
    def find(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            x = parent[x]
        return x
    mst = []
    for u, v, w in sorted(edges, key=lambda e: e[2]):
        if find(u) != find(v):
            parent[find(u)] = find(v)
            mst.append((u, v, w))
    return mst, sum(e[2] for e in mst)
print(kruskal())
grid = ["S.#.", "..#.", "...E"]
def grid_bfs():
    R, C = len(grid), len(grid[0])
    q = deque([(0, 0, 0)])
    seen = {(0, 0)}
    while q:
        r, c, d = q.popleft()
        if grid[r][c] == "E":
            return d
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc))
                q.append((nr, nc, d + 1))
print(grid_bfs())
