from collections import Counter


def life_step(live):
    counts = Counter((x + dx, y + dy) for x, y in live
                     for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}


def render(live, x0, y0, x1, y1):
    return "\n".join("".join("#" if (x, y) in live else "." for x in range(x0, x1)) for y in range(y0, y1))


glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
state = set(glider)
for gen in range(5):
    print(f"gen {gen}:")
    print(render(state, 0, 0, 6, 5))
    state = life_step(state)
print(sorted(state) == sorted((x + 1, y + 1) for x, y in glider))

rpent = {(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)}
s = set(rpent)
pop = []
for _ in range(60):
    s = life_step(s)
    pop.append(len(s))
print(pop[::6], min(s)[0], max(s)[0])


def langton(steps):
    black = set()
    x = y = 0
    dx, dy = 0, -1
    for _ in range(steps):
        if (x, y) in black:
            dx, dy = dy, -dx
            black.remove((x, y))
        else:
            dx, dy = -dy, dx
            black.add((x, y))
        x += dx
        y += dy
    return black, (x, y)


black, ant = langton(500)
xs = [p[0] for p in black]
ys = [p[1] for p in black]
print(len(black), ant)
for y in range(min(ys), max(ys) + 1):
    print("".join("A" if (x, y) == ant else "#" if (x, y) in black else " " for x in range(min(xs), max(xs) + 1)).rstrip())


def rule(n):
    table = {tuple(int(b) for b in f"{i:03b}"): (n >> i) & 1 for i in range(8)}
    return table


def run_1d(n, width=31, gens=16):
    t = rule(n)
    row = [0] * width
    row[width // 2] = 1
    lines = []
    for _ in range(gens):
        lines.append("".join(" █"[c] for c in row).rstrip())
        row = [t[(row[i - 1], row[i], row[(i + 1) % width])] for i in range(width)]
    return lines


for n in (90, 30):
    print(f"rule {n}:")
    print("\n".join(run_1d(n)))

grid = [list(r) for r in ["..........", "...~~.....", "..~~~~....", "...~~..~~.", ".......~~.", ".........."]]


def flood(grid, r, c, new):
    old = grid[r][c]
    if old == new:
        return 0
    stack, n = [(r, c)], 0
    while stack:
        r, c = stack.pop()
        if 0 <= r < len(grid) and 0 <= c < len(grid[0]) and grid[r][c] == old:
            grid[r][c] = new
            n += 1
            stack.extend([(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)])
    return n


print(flood(grid, 2, 3, "o"), flood(grid, 3, 8, "x"), flood(grid, 0, 0, "."))
print("\n".join(map("".join, grid)))
