from collections import deque, defaultdict
import heapq
edges = [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d"), ("d", "e"), ("f", "g"), ("e", "b")]
adj = defaultdict(list)
for u, v in edges:
    adj[u].append(v)
    adj[v].append(u)
def bfs(start):
    seen, order, q = {start: None}, [], deque([start])
    while q:
        u = q.popleft()
        order.append(u)
        for v in sorted(adj[u]):
            if v not in seen:
                seen[v] = u
                q.append(v)
    return order, seen
order, parent = bfs("a")
print(order)
def path(parent, t):
    p = []
    while t is not None:
        p.append(t)
        t = parent[t]
    return p[::-1]
print(path(parent, "e"))
def dfs(u, seen=None):
    seen = [] if seen is None else seen
    seen.append(u)
    for v in sorted(adj[u]):
        if v not in seen:
            dfs(v, seen)
    return seen
print(dfs("a"))
def components():
    seen, comps = set(), []
    for n in sorted(adj):
        if n not in seen:
            c = dfs(n)
            seen.update(c)
            comps.append(sorted(c))
    return comps
print(components())
dag = {"shirt": ["tie", "belt"], "tie": ["jacket"], "pants": ["shoes", "belt"], "belt": ["jacket"], "socks": ["shoes"], "shoes": [], "jacket": [], "watch": []}
def topo(g):
    indeg = {n: 0 for n in g}
    for n in g:
        for m in g[n]:
            indeg[m] += 1
    ready = sorted(n for n, d in indeg.items() if d == 0)
    out = []
    while ready:
        n = ready.pop(0)
        out.append(n)
        for m in g[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
                ready.sort()
    return out
print(topo(dag))
from graphlib import TopologicalSorter, CycleError
ts = TopologicalSorter({"b": {"a"}, "c": {"b"}, "d": {"a"}})
print(list(ts.static_order()))
try:
    list(TopologicalSorter({"x": {"y"}, "y": {"x"}}).static_order())
except CycleError as e:
    print("CycleError:", e.args[0], sorted(e.args[1]))
grid = ["S.#.....", ".##.###.", "....#...", "#.#...#E"]
def maze():
    R, C = len(grid), len(grid[0])
    start = next((r, c) for r in range(R) for c in range(C) if grid[r][c] == "S")
    dist = {start: 0}
    q = deque([start])
    while q:
        r, c = q.popleft()
        if grid[r][c] == "E":
            return dist[(r, c)]
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != "#" and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                q.append((nr, nc))
    return -1
print(maze())
W = {"A": {"B": 7, "C": 9, "F": 14}, "B": {"A": 7, "C": 10, "D": 15}, "C": {"A": 9, "B": 10, "D": 11, "F": 2},
     "D": {"B": 15, "C": 11, "E": 6}, "E": {"D": 6, "F": 9}, "F": {"A": 14, "C": 2, "E": 9}}
def prim(g, s):
    seen, total, mst = {s}, 0, []
    h = [(w, s, v) for v, w in g[s].items()]
    heapq.heapify(h)
    while h:
        w, u, v = heapq.heappop(h)
        if v in seen:
            continue
        seen.add(v)
        total += w
        mst.append((u, v, w))
        for x, wx in g[v].items():
            if x not in seen:
                heapq.heappush(h, (wx, v, x))
    return total, mst
print(prim(W, "A"))
def floyd(g):
    nodes = sorted(g)
    d = {(i, j): (0 if i == j else g[i].get(j, float("inf"))) for i in nodes for j in nodes}
    for k in nodes:
        for i in nodes:
            for j in nodes:
                if d[i, k] + d[k, j] < d[i, j]:
                    d[i, j] = d[i, k] + d[k, j]
    return d
fd = floyd(W)
print([fd["A", n] for n in sorted(W)], fd["E", "B"])
