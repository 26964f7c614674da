def step(live, w, h):
    counts = {}
    for (x, y) in live:
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    p = ((x + dx) % w, (y + dy) % h)
                    counts[p] = counts.get(p, 0) + 1
    return {p for p, n in counts.items() if n == 3 or (n == 2 and p in live)}

def render(live, w, h):
    return "\n".join("".join("#" if (x, y) in live else "." for x in range(w)) for y in range(h))

glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
w, h = 8, 6
state = glider
for gen in range(4):
    print(f"gen {gen}: {len(state)} alive")
    print(render(state, w, h))
    state = step(state, w, h)
blinker = {(1, 0), (1, 1), (1, 2)}
print(step(step(blinker, 5, 5), 5, 5) == blinker, sorted(step(blinker, 5, 5)))

def flood(grid, start):
    rows, cols = len(grid), len(grid[0])
    seen = {start}
    stack = [start]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == "." and (nr, nc) not in seen:
                seen.add((nr, nc))
                stack.append((nr, nc))
    return seen

maze = ["..#.....",
        ".##.###.",
        "....#...",
        "###.#.##",
        "....#..."]
region = flood(maze, (0, 0))
print(len(region), (4, 7) in region, (0, 3) in region)
out = [list(row) for row in maze]
for r, c in region:
    out[r][c] = "~"
print("\n".join("".join(row) for row in out))
from collections import deque
def bfs(grid, s, t):
    q = deque([(s, 0)])
    seen = {s}
    while q:
        (r, c), d = q.popleft()
        if (r, c) == t:
            return d
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] != "#" and (nr, nc) not in seen:
                seen.add((nr, nc)); q.append(((nr, nc), d + 1))
    return -1
print(bfs(maze, (0, 0), (4, 3)), bfs(maze, (0, 0), (4, 7)), bfs(maze, (0, 0), (0, 0)))
