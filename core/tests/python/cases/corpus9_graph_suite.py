import heapq
from collections import deque, defaultdict


EDGES = """
A B 4
A C 2
B C 5
B D 10
C E 3
E D 4
D F 11
E F 9
G H 1
"""

graph = defaultdict(dict)
for line in EDGES.strip().splitlines():
    u, v, w = line.split()
    graph[u][v] = int(w)
    graph[v][u] = int(w)


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
        for v, w in sorted(graph[u].items()):
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
    return "->".join(reversed(path))


dist, prev = dijkstra("A")
for node in sorted(graph):
    if node in dist:
        print(f"{node}: {dist[node]:>3}  {path_to(prev, node)}")
    else:
        print(f"{node}: unreachable")


def bfs_layers(start):
    layers = []
    frontier = [start]
    seen = {start}
    while frontier:
        layers.append(sorted(frontier))
        nxt = []
        for u in frontier:
            for v in graph[u]:
                if v not in seen:
                    seen.add(v)
                    nxt.append(v)
        frontier = nxt
    return layers


print(bfs_layers("A"))


def components():
    seen = set()
    comps = []
    for s in sorted(graph):
        if s in seen:
            continue
        stack, comp = [s], []
        seen.add(s)
        while stack:
            u = stack.pop()
            comp.append(u)
            for v in sorted(graph[u], reverse=True):
                if v not in seen:
                    seen.add(v)
                    stack.append(v)
        comps.append(comp)
    return comps


print(components())


class DSU:
    def __init__(self, items):
        self.parent = {x: x for x in items}
        self.rank = dict.fromkeys(items, 0)

    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.rank[ra] += self.rank[ra] == self.rank[rb]
        return True


edges = sorted((w, u, v) for u in graph for v, w in graph[u].items() if u < v)
dsu = DSU(graph)
mst = [(u, v, w) for w, u, v in edges if dsu.union(u, v)]
print("MST", mst, "weight", sum(w for *_, w in mst))

deps = {
    "app": ["lib", "utils", "config"],
    "lib": ["utils", "core"],
    "utils": ["core"],
    "config": [],
    "core": [],
    "tests": ["app", "mock"],
    "mock": ["core"],
}


def toposort(deps):
    indeg = {k: 0 for k in deps}
    rev = defaultdict(list)
    for k, vs in deps.items():
        for v in vs:
            indeg[k] += 1
            rev[v].append(k)
    q = deque(sorted(k for k, d in indeg.items() if d == 0))
    order = []
    while q:
        u = q.popleft()
        order.append(u)
        for w in sorted(rev[u]):
            indeg[w] -= 1
            if indeg[w] == 0:
                q.append(w)
    if len(order) != len(deps):
        raise ValueError("cycle among " + ", ".join(sorted(set(deps) - set(order))))
    return order


print(toposort(deps))
deps["core"] = ["tests"]
try:
    toposort(deps)
except ValueError as e:
    print(e)

from graphlib import TopologicalSorter, CycleError
ts = TopologicalSorter({"b": {"a"}, "c": {"b", "a"}, "d": {"c"}})
print(list(ts.static_order()))
try:
    list(TopologicalSorter({"x": {"y"}, "y": {"x"}}).static_order())
except CycleError as e:
    print(type(e).__name__, e.args[0], sorted(e.args[1]))
grid = ["S.#.....", ".##.###.", "....#...", "#.#...#E"]
R, C = len(grid), len(grid[0])
start = next((r, c) for r in range(R) for c in range(C) if grid[r][c] == "S")
q = deque([(start, 0)])
seen = {start}
while q:
    (r, c), d = q.popleft()
    if grid[r][c] == "E":
        print("maze distance", d)
        break
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != "#" and (nr, nc) not in seen:
            seen.add((nr, nc))
            q.append(((nr, nc), d + 1))
print(len(seen), heapq.nsmallest(3, dist.items(), key=lambda kv: (-kv[1], kv[0])))
