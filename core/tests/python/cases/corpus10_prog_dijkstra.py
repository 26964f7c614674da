import heapq
from collections import defaultdict, deque
from math import inf


class Graph:
    def __init__(self, directed=False):
        self.adj = defaultdict(dict)
        self.directed = directed

    def add_edge(self, u, v, w=1):
        self.adj[u][v] = w
        if not self.directed:
            self.adj[v][u] = w
        else:
            self.adj.setdefault(v, {})

    @classmethod
    def parse(cls, text, directed=False):
        g = cls(directed)
        for line in text.strip().splitlines():
            u, v, w = line.split()
            g.add_edge(u, v, int(w))
        return g

    def nodes(self):
        return sorted(self.adj)

    def dijkstra(self, src):
        dist = {n: inf for n in self.adj}
        prev = {}
        dist[src] = 0
        pq = [(0, src)]
        visited = set()
        while pq:
            d, u = heapq.heappop(pq)
            if u in visited:
                continue
            visited.add(u)
            for v, w in sorted(self.adj[u].items()):
                nd = d + w
                if nd < dist[v]:
                    dist[v] = nd
                    prev[v] = u
                    heapq.heappush(pq, (nd, v))
        return dist, prev

    def path(self, src, dst):
        dist, prev = self.dijkstra(src)
        if dist[dst] == inf:
            return None, inf
        p = [dst]
        while p[-1] != src:
            p.append(prev[p[-1]])
        return p[::-1], dist[dst]

    def bfs_order(self, src):
        seen, order, q = {src}, [], deque([src])
        while q:
            u = q.popleft()
            order.append(u)
            for v in sorted(self.adj[u]):
                if v not in seen:
                    seen.add(v)
                    q.append(v)
        return order

    def dfs_order(self, src, seen=None):
        seen = set() if seen is None else seen
        seen.add(src)
        out = [src]
        for v in sorted(self.adj[src]):
            if v not in seen:
                out += self.dfs_order(v, seen)
        return out

    def topo_sort(self):
        indeg = {n: 0 for n in self.adj}
        for u in self.adj:
            for v in self.adj[u]:
                indeg[v] += 1
        ready = [n for n in sorted(indeg) if indeg[n] == 0]
        heapq.heapify(ready)
        order = []
        while ready:
            u = heapq.heappop(ready)
            order.append(u)
            for v in self.adj[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    heapq.heappush(ready, v)
        if len(order) != len(self.adj):
            raise ValueError("graph has a cycle")
        return order

    def mst_kruskal(self):
        parent = {n: n for n in self.adj}

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        edges = sorted((w, u, v) for u in self.adj for v, w in self.adj[u].items() if u < v)
        tree = []
        for w, u, v in edges:
            ru, rv = find(u), find(v)
            if ru != rv:
                parent[ru] = rv
                tree.append((u, v, w))
        return tree, sum(w for *_, w in tree)

    def components(self):
        seen, comps = set(), []
        for n in self.nodes():
            if n not in seen:
                comp = self.dfs_order(n, seen)
                comps.append(sorted(comp))
        return comps


CITY = """
A B 7
A C 9
A F 14
B C 10
B D 15
C D 11
C F 2
D E 6
E F 9
X Y 3
"""
g = Graph.parse(CITY)
print(g.nodes())
dist, prev = g.dijkstra("A")
print({k: v for k, v in sorted(dist.items())})
for dst in "BDEX":
    print(dst, *g.path("A", dst))
print(g.bfs_order("A"), g.dfs_order("A"))
print(g.mst_kruskal())
print(g.components())
dag = Graph(directed=True)
for u, v in [("shirt", "tie"), ("tie", "jacket"), ("pants", "shoes"), ("pants", "belt"), ("belt", "jacket"), ("shirt", "belt"), ("socks", "shoes")]:
    dag.add_edge(u, v)
print(dag.topo_sort())
dag.add_edge("jacket", "shirt")
try:
    dag.topo_sort()
except ValueError as e:
    print(e)
grid = ["S.#.....", ".##.###.", "....#...", ".##...#E"]
def grid_path(grid):
    rows, cols = len(grid), len(grid[0])
    start = next((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S")
    q, came = deque([start]), {start: None}
    while q:
        r, c = q.popleft()
        if grid[r][c] == "E":
            path = []
            cur = (r, c)
            while cur:
                path.append(cur)
                cur = came[cur]
            return path[::-1]
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in came:
                came[(nr, nc)] = (r, c)
                q.append((nr, nc))
    return None
p = grid_path(grid)
print(len(p) - 1, p[:4])
canvas = [list(row) for row in grid]
for r, c in p[1:-1]:
    canvas[r][c] = "*"
print("\n".join("".join(row) for row in canvas))
