def step(live, wrap=None):
    counts = {}
    for (r, c) in live:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr or dc:
                    key = (r + dr, c + dc)
                    if wrap:
                        key = (key[0] % wrap[0], key[1] % wrap[1])
                    counts[key] = counts.get(key, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}
def render(live, rows, cols):
    return "\n".join("".join("#" if (r, c) in live else "." for c in range(cols)) for r in range(rows))
glider = {(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
g = set(glider)
for gen in range(5):
    print(f"gen {gen}:")
    print(render(g, 6, 6))
    g = step(g, wrap=(6, 6))
blinker = {(1, 0), (1, 1), (1, 2)}
print(sorted(step(blinker)), step(step(blinker)) == blinker)
block = {(0, 0), (0, 1), (1, 0), (1, 1)}
print(step(block) == block, len(step({(0, 0)})), sorted(step({(0, 0), (0, 1), (1, 0)})))
def period(cells, limit=50):
    seen = {}
    cur = frozenset(cells)
    for i in range(limit):
        if cur in seen:
            return i - seen[cur]
        seen[cur] = i
        cur = frozenset(step(cur))
    return None
print(period(blinker), period(block), period({(0, 0)}), period(glider))
def rule30(width=31, gens=12):
    row = [0] * width
    row[width // 2] = 1
    out = []
    for _ in range(gens):
        out.append("".join(" #"[x] for x in row).rstrip())
        row = [(30 >> (row[i - 1] << 2 | row[i] << 1 | row[(i + 1) % width])) & 1 for i in range(width)]
    return "\n".join(out)
print(rule30())
