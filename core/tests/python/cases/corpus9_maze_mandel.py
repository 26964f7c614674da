import random
from collections import deque


def make_maze(w, h, seed):
    rng = random.Random(seed)
    grid = [["#"] * (2 * w + 1) for _ in range(2 * h + 1)]
    stack = [(0, 0)]
    seen = {(0, 0)}
    grid[1][1] = " "
    while stack:
        x, y = stack[-1]
        nbrs = [(x + dx, y + dy, dx, dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= x + dx < w and 0 <= y + dy < h and (x + dx, y + dy) not in seen]
        if not nbrs:
            stack.pop()
            continue
        nx, ny, dx, dy = rng.choice(nbrs)
        grid[2 * y + 1 + dy][2 * x + 1 + dx] = " "
        grid[2 * ny + 1][2 * nx + 1] = " "
        seen.add((nx, ny))
        stack.append((nx, ny))
    return grid


def solve(grid):
    h, w = len(grid), len(grid[0])
    start, goal = (1, 1), (h - 2, w - 2)
    prev = {start: None}
    q = deque([start])
    while q:
        cur = q.popleft()
        if cur == goal:
            break
        r, c = cur
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if grid[nr][nc] == " " and (nr, nc) not in prev:
                prev[(nr, nc)] = cur
                q.append((nr, nc))
    path = []
    node = goal
    while node:
        path.append(node)
        node = prev[node]
    for r, c in path:
        grid[r][c] = "."
    return len(path), len(prev)


maze = make_maze(12, 6, seed=31)
steps, explored = solve(maze)
print("\n".join("".join(row) for row in maze))
print(f"path length {steps}, explored {explored} cells")


def mandelbrot(w, h, max_iter=30):
    chars = " .:-=+*#%@"
    rows = []
    for j in range(h):
        y = 1.2 - 2.4 * j / (h - 1)
        row = []
        for i in range(w):
            x = -2.1 + 3.0 * i / (w - 1)
            c = complex(x, y)
            z = 0j
            n = 0
            while abs(z) <= 2 and n < max_iter:
                z = z * z + c
                n += 1
            row.append(chars[min(n * len(chars) // (max_iter + 1), len(chars) - 1)])
        rows.append("".join(row).rstrip())
    return rows


art = mandelbrot(64, 21)
print("\n".join(art))
print(sum(r.count("@") for r in art), max(len(r) for r in art))


def sierpinski(n):
    rows = ["*"]
    for _ in range(n):
        sp = " " * len(rows[0])
        rows = [sp + r + sp for r in rows] + [r + " " + r for r in rows]
    return rows


print("\n".join(r.rstrip() for r in sierpinski(3)))


def spiral(n):
    m = [[0] * n for _ in range(n)]
    x = y = 0
    dx, dy = 1, 0
    for k in range(1, n * n + 1):
        m[y][x] = k
        nx, ny = x + dx, y + dy
        if not (0 <= nx < n and 0 <= ny < n and m[ny][nx] == 0):
            dx, dy = -dy, dx
            nx, ny = x + dx, y + dy
        x, y = nx, ny
    return m


for row in spiral(5):
    print(" ".join(f"{v:2d}" for v in row))
pascal = [[1]]
for _ in range(9):
    pascal.append([a + b for a, b in zip([0] + pascal[-1], pascal[-1] + [0])])
width = len(" ".join(map(str, pascal[-1])))
for row in pascal:
    print(" ".join(map(str, row)).center(width).rstrip())
