import heapq
from collections import deque, defaultdict

edges = [("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10), ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20), ("G", "H", 1)]
graph = defaultdict(list)
for u, v, w in edges:
    graph[u].append((v, w))
    graph[v].append((u, w))

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
        for v, w in sorted(graph[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev

def path(prev, t):
    out = [t]
    while out[-1] in prev:
        out.append(prev[out[-1]])
    return "->".join(reversed(out))

dist, prev = dijkstra("A")
for node in sorted(dist):
    print(node, dist[node], path(prev, node))
print("unreachable:", sorted(set(graph) - set(dist)))

def bfs_levels(src):
    level = {src: 0}
    q = deque([src])
    while q:
        u = q.popleft()
        for v, _ in graph[u]:
            if v not in level:
                level[v] = level[u] + 1
                q.append(v)
    return level
print(sorted(bfs_levels("A").items(), key=lambda kv: (kv[1], kv[0])))

def components():
    seen, comps = set(), []
    for s in sorted(graph):
        if s in seen:
            continue
        stack, comp = [s], []
        while stack:
            u = stack.pop()
            if u in seen:
                continue
            seen.add(u)
            comp.append(u)
            stack.extend(v for v, _ in graph[u] if v not in seen)
        comps.append(sorted(comp))
    return comps
print(components())

def kruskal():
    parent = {n: n for n in graph}
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    total, used = 0, []
    for u, v, w in sorted(edges, key=lambda e: (e[2], e[0], e[1])):
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[ru] = rv
            total += w
            used.append(f"{u}{v}")
    return total, used
print(kruskal())

dag = {"shirt": ["tie", "belt"], "tie": ["jacket"], "pants": ["shoes", "belt"], "belt": ["jacket"], "socks": ["shoes"], "shoes": [], "jacket": [], "watch": []}
def topo(g):
    indeg = {n: 0 for n in g}
    for n in g:
        for m in g[n]:
            indeg[m] += 1
    ready = sorted(n for n, d in indeg.items() if d == 0)
    order = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for m in g[n]:
            indeg[m] -= 1
            if indeg[m] == 0:
                ready.append(m)
                ready.sort()
    return order
print(topo(dag))
def has_cycle(g):
    color = {}
    def visit(n):
        color[n] = "gray"
        for m in g.get(n, ()):
            c = color.get(m)
            if c == "gray" or (c is None and visit(m)):
                return True
        color[n] = "black"
        return False
    return any(color.get(n) is None and visit(n) for n in g)
print(has_cycle(dag), has_cycle({1: [2], 2: [3], 3: [1]}))

INF = float("inf")
nodes = sorted(graph)
fw = {(i, j): (0 if i == j else INF) for i in nodes for j in nodes}
for u, v, w in edges:
    fw[u, v] = fw[v, u] = min(fw[u, v], w)
for k in nodes:
    for i in nodes:
        for j in nodes:
            if fw[i, k] + fw[k, j] < fw[i, j]:
                fw[i, j] = fw[i, k] + fw[k, j]
print("     " + " ".join(f"{n:>4}" for n in nodes))
for i in nodes:
    print(f"{i:>4} " + " ".join(f"{fw[i, j]:>4}" if fw[i, j] != INF else " inf" for j in nodes))

grid = ["S.#.....", ".##.###.", "....#...", "##.#..#E", "........"]
def maze():
    R, C = len(grid), len(grid[0])
    start = next((r, c) for r in range(R) for c in range(C) if grid[r][c] == "S")
    q = deque([(start, 0)])
    seen = {start}
    while q:
        (r, c), d = q.popleft()
        if grid[r][c] == "E":
            return d
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc))
                q.append(((nr, nc), d + 1))
    return -1
print("maze", maze())
