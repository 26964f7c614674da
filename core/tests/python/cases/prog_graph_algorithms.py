import heapq
from collections import deque, defaultdict
from graphlib import TopologicalSorter, CycleError

EDGES = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3),
         ("E", "D", 4), ("D", "F", 11), ("E", "F", 20), ("G", "H", 1)]


def build(edges, directed=False):
    g = defaultdict(dict)
    for a, b, w in edges:
        g[a][b] = w
        if not directed:
            g[b][a] = w
    return g


def dijkstra(g, src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in sorted(g[u].items()):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev


def path_to(prev, target):
    path = [target]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    return path[::-1]


def bfs(g, src):
    seen = {src}
    order = []
    q = deque([src])
    while q:
        u = q.popleft()
        order.append(u)
        for v in sorted(g[u]):
            if v not in seen:
                seen.add(v)
                q.append(v)
    return order


def dfs(g, src, seen=None):
    seen = seen if seen is not None else []
    seen.append(src)
    for v in sorted(g[src]):
        if v not in seen:
            dfs(g, v, seen)
    return seen


def components(g):
    left = set(g)
    comps = []
    while left:
        start = min(left)
        comp = bfs(g, start)
        comps.append(sorted(comp))
        left -= set(comp)
    return comps


def mst_prim(g):
    start = min(g)
    seen = {start}
    edges = [(w, start, v) for v, w in g[start].items()]
    heapq.heapify(edges)
    tree = []
    while edges:
        w, a, b = heapq.heappop(edges)
        if b in seen:
            continue
        seen.add(b)
        tree.append((a, b, w))
        for c, w2 in g[b].items():
            if c not in seen:
                heapq.heappush(edges, (w2, b, c))
    return tree


g = build(EDGES)
dist, prev = dijkstra(g, "A")
print(sorted(dist.items()))
print(path_to(prev, "F"), path_to(prev, "D"))
print(bfs(g, "A"), dfs(g, "A"))
print(components(g))
t = mst_prim(g)
print(t, sum(w for *_, w in t))

deps = {"app": {"lib", "utils"}, "lib": {"core"}, "utils": {"core"}, "tests": {"app"}, "core": set()}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order.index("core") < order.index("lib") < order.index("app") < order.index("tests"), order[0], order[-1])
ts2 = TopologicalSorter()
for node, ds in sorted(deps.items()):
    ts2.add(node, *sorted(ds))
ts2.prepare()
layers = []
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    layers.append(ready)
    ts2.done(*ready)
print(layers)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"c"}, "c": {"a"}}).static_order())
except CycleError as e:
    print("CycleError:", e.args[0], sorted(set(e.args[1])))

grid = ["S.#.....", ".##.###.", "...#...#", "#.....#E"]


def grid_path(grid):
    h, w = len(grid), len(grid[0])
    start = next((r, c) for r in range(h) for c in range(w) if grid[r][c] == "S")
    q = deque([(start, 0)])
    seen = {start}
    while q:
        (r, c), d = q.popleft()
        if grid[r][c] == "E":
            return d
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc))
                q.append(((nr, nc), d + 1))
    return -1


print("grid shortest path:", grid_path(grid))
