# graphlib build order, CycleError, plus deque BFS shortest path and Dijkstra with heapq
from graphlib import TopologicalSorter, CycleError
from collections import deque, defaultdict
import heapq
deps = {"app": {"lib", "utils"}, "lib": {"core"}, "utils": {"core"}, "tests": {"app"}, "core": set()}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order.index("core") < order.index("lib") < order.index("app") < order.index("tests"), order[0], order[-1])
ts2 = TopologicalSorter()
for node, ds in sorted(deps.items()):
    ts2.add(node, *sorted(ds))
ts2.prepare()
rounds = []
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    rounds.append(ready)
    ts2.done(*ready)
print(rounds)
try:
    list(TopologicalSorter({"a": {"b"}, "b": {"c"}, "c": {"a"}}).static_order())
except CycleError as e:
    print("CycleError", e.args[0], sorted(e.args[1]), len(e.args[1]))
ts3 = TopologicalSorter({"x": {"y"}})
ts3.prepare()
try:
    ts3.prepare()
except ValueError as e:
    print("ValueError", e)
try:
    ts3.done("x")
except ValueError as e:
    print("ValueError", e)
edges = [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")]
adj = defaultdict(list)
for u, v in edges:
    adj[u].append(v); adj[v].append(u)
def bfs(start, goal):
    prev = {start: None}
    q = deque([start])
    while q:
        u = q.popleft()
        if u == goal:
            path = []
            while u is not None:
                path.append(u); u = prev[u]
            return path[::-1]
        for v in sorted(adj[u]):
            if v not in prev:
                prev[v] = u; q.append(v)
    return None
print(bfs("A", "E"), bfs("A", "G"), bfs("E", "E"))
roads = {"home": [("cafe", 4), ("park", 1)], "park": [("cafe", 2), ("office", 7)], "cafe": [("office", 3)], "office": []}
def dijkstra(src):
    dist = {src: 0}; prev = {}
    pq = [(0, src)]
    seen = set()
    while pq:
        d, u = heapq.heappop(pq)
        if u in seen: continue
        seen.add(u)
        for v, w in roads[u]:
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd; prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev
dist, prev = dijkstra("home")
path, n = [], "office"
while n in prev or n == "home":
    path.append(n)
    if n == "home": break
    n = prev[n]
print(dist, path[::-1])
def components(nodes):
    seen, comps = set(), []
    for s in sorted(nodes):
        if s in seen: continue
        stack, comp = [s], []
        while stack:
            u = stack.pop()
            if u in seen: continue
            seen.add(u); comp.append(u)
            stack.extend(adj[u])
        comps.append(sorted(comp))
    return comps
print(components(list(adj)))
def has_cycle_directed(g):
    WHITE, GRAY, BLACK = 0, 1, 2
    color = dict.fromkeys(g, WHITE)
    def visit(u):
        color[u] = GRAY
        for v in g.get(u, ()):
            if color.get(v, WHITE) == GRAY: return True
            if color.get(v, WHITE) == WHITE and visit(v): return True
        color[u] = BLACK
        return False
    return any(color[u] == WHITE and visit(u) for u in list(g))
print(has_cycle_directed({"a": ["b"], "b": ["c"], "c": []}), has_cycle_directed({"a": ["b"], "b": ["a"]}))
