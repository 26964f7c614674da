"""Solving grid mazes with A*, BFS and Dijkstra using heapq and deque; drawing the paths."""
import heapq
from collections import deque

MAZE = """\
S....#......
.##..#.####.
.#...#....#.
.#.####.#.#.
.#......#...
.######.###.
......#...#E
""".splitlines()

COSTLY = {"~": 5}


def find(grid, ch):
    for r, row in enumerate(grid):
        c = row.find(ch)
        if c >= 0:
            return r, c
    raise ValueError(f"{ch!r} not in maze")


def neighbors(grid, pos):
    r, c = pos
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[nr]) and grid[nr][nc] != "#":
            yield nr, nc


def astar(grid, start, goal):
    h = lambda p: abs(p[0] - goal[0]) + abs(p[1] - goal[1])
    frontier = [(h(start), 0, start)]
    came = {start: None}
    cost = {start: 0}
    expanded = 0
    while frontier:
        _, g, cur = heapq.heappop(frontier)
        if g > cost[cur]:
            continue
        expanded += 1
        if cur == goal:
            break
        for nb in neighbors(grid, cur):
            ng = g + COSTLY.get(grid[nb[0]][nb[1]], 1)
            if ng < cost.get(nb, float("inf")):
                cost[nb] = ng
                came[nb] = cur
                heapq.heappush(frontier, (ng + h(nb), ng, nb))
    else:
        raise LookupError("no path")
    path = []
    node = goal
    while node is not None:
        path.append(node)
        node = came[node]
    return path[::-1], cost[goal], expanded


def bfs_dist(grid, start):
    dist = {start: 0}
    q = deque([start])
    while q:
        cur = q.popleft()
        for nb in neighbors(grid, cur):
            if nb not in dist:
                dist[nb] = dist[cur] + 1
                q.append(nb)
    return dist


def draw(grid, path):
    rows = [list(r) for r in grid]
    for r, c in path[1:-1]:
        rows[r][c] = "*"
    return "\n".join("".join(r) for r in rows)


start, goal = find(MAZE, "S"), find(MAZE, "E")
path, cost, expanded = astar(MAZE, start, goal)
print("start", start, "goal", goal, "cost", cost, "steps", len(path) - 1)
print(draw(MAZE, path))
d = bfs_dist(MAZE, start)
print("bfs agrees:", d[goal] == cost, "reachable cells:", len(d), "farthest:", max(d.values()))

swamp = [row.replace(".", "~", 3) if i == 4 else row for i, row in enumerate(MAZE)]
p2, c2, _ = astar(swamp, start, goal)
print("swamp cost", c2, "steps", len(p2) - 1)

blocked = MAZE[:-1] + ["......#...##E"]
blocked[5] = "############"
try:
    astar(blocked, start, find(blocked, "E"))
except LookupError as e:
    print("LookupError", e)
try:
    find(MAZE, "X")
except ValueError as e:
    print("ValueError", e)
print(heapq.nsmallest(3, d.items(), key=lambda kv: (-kv[1], kv[0])))
