import heapq
from collections import defaultdict, deque

edges = [("A","B",4),("A","C",2),("B","C",5),("B","D",10),("C","E",3),("E","D",4),("D","F",11)]
g = defaultdict(list)
for u, v, w in edges:
    g[u].append((v, w))
    g[v].append((u, w))

def dijkstra(src):
    dist = {src: 0}
    prev = {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in sorted(g[u]):
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(pq, (nd, v))
    return dist, prev

dist, prev = dijkstra("A")
for node in sorted(dist):
    path = [node]
    while path[-1] in prev:
        path.append(prev[path[-1]])
    print(f"{node}: {dist[node]:>3}  via {'->'.join(reversed(path))}")

def bfs(start):
    seen = {start}
    order = []
    q = deque([start])
    while q:
        u = q.popleft()
        order.append(u)
        for v, _ in sorted(g[u]):
            if v not in seen:
                seen.add(v); q.append(v)
    return order
print(bfs("F"))

def dfs(u, seen=None):
    seen = seen if seen is not None else []
    seen.append(u)
    for v, _ in sorted(g[u], key=lambda t: (-t[1], t[0])):
        if v not in seen:
            dfs(v, seen)
    return seen
print(dfs("A"))
grid = ["S.#.....", "..#.##.#", "....#..E", "##...#.."]
R, C = len(grid), len(grid[0])
start = next((r, c) for r in range(R) for c in range(C) if grid[r][c] == "S")
q = deque([(start, 0)]); seen = {start}
while q:
    (r, c), d = q.popleft()
    if grid[r][c] == "E":
        print("grid distance", d); break
    for dr, dc in ((0,1),(1,0),(0,-1),(-1,0)):
        nr, nc = r+dr, c+dc
        if 0 <= nr < R and 0 <= nc < C and grid[nr][nc] != "#" and (nr, nc) not in seen:
            seen.add((nr, nc)); q.append(((nr, nc), d+1))
print(heapq.nsmallest(3, dist.items(), key=lambda kv: kv[1]))
print(heapq.nlargest(2, [3,1,4,1,5,9,2,6], ))
h = []
for x in [5, 3, 8, 1]: heapq.heappush(h, (x % 3, x))
print(h, heapq.heappushpop(h, (0, 0)), heapq.heapreplace(h, (9, 9)), h)
print(list(heapq.merge([1,4,7],[2,5,8],[3,6,9])), list(heapq.merge(["c","a"][::-1], ["b"], key=str.upper)))
