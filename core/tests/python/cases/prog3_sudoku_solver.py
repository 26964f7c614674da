PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""
def parse(s):
    rows = [r for r in s.split() if r]
    return [[0 if c == "." else int(c) for c in r] for r in rows]
def candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]
calls = 0
def solve(g):
    global calls
    calls += 1
    best = None
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                cands = candidates(g, r, c)
                if best is None or len(cands) < len(best[2]):
                    best = (r, c, cands)
    if best is None:
        return True
    r, c, cands = best
    for d in cands:
        g[r][c] = d
        if solve(g):
            return True
    g[r][c] = 0
    return False
def show(g):
    lines = []
    for i, row in enumerate(g):
        if i and i % 3 == 0:
            lines.append("------+-------+------")
        parts = [" ".join(str(x or ".") for x in row[j:j + 3]) for j in (0, 3, 6)]
        lines.append(" | ".join(parts))
    return "\n".join(lines)
g = parse(PUZZLE)
print(show(g))
print(solve(g), calls)
print(show(g))
def valid(g):
    units = [row for row in g] + [list(col) for col in zip(*g)]
    units += [[g[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(u) == list(range(1, 10)) for u in units)
print(valid(g), sum(map(sum, g)))
