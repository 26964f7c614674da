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


def parse(text):
    rows = [line.strip() for line in text.strip().splitlines()]
    return [[0 if ch == "." else int(ch) for ch in row] for row in rows]


def candidates(grid, r, c):
    used = set(grid[r]) | {grid[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {grid[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]


class Solver:
    def __init__(self, grid):
        self.grid = [row[:] for row in grid]
        self.steps = 0

    def empty_cells(self):
        return [(r, c) for r in range(9) for c in range(9) if self.grid[r][c] == 0]

    def solve(self):
        empties = self.empty_cells()
        if not empties:
            return True
        # most constrained cell first
        r, c = min(empties, key=lambda rc: (len(candidates(self.grid, *rc)), rc))
        for d in candidates(self.grid, r, c):
            self.grid[r][c] = d
            self.steps += 1
            if self.solve():
                return True
            self.grid[r][c] = 0
        return False


def show(grid):
    lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            lines.append("------+-------+------")
        cells = [str(v or ".") for v in row]
        lines.append(" | ".join(" ".join(cells[i:i + 3]) for i in (0, 3, 6)))
    return "\n".join(lines)


def valid(grid):
    units = [row for row in grid] + [list(col) for col in zip(*grid)]
    units += [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(u) == list(range(1, 10)) for u in units)


g = parse(PUZZLE)
print(show(g))
print("empty:", sum(row.count(0) for row in g), "candidates at (0,2):", candidates(g, 0, 2))
s = Solver(g)
print("solved:", s.solve(), "steps:", s.steps, "valid:", valid(s.grid))
print(show(s.grid))
print("original untouched:", g[0][2] == 0)
bad = [row[:] for row in g]
bad[0][2] = 5
print("bad puzzle solvable:", Solver(bad).solve())


def n_queens(n):
    sols = []
    cols = []

    def place(row, used_c, d1, d2):
        if row == n:
            sols.append(cols[:])
            return
        for c in range(n):
            if c in used_c or (row - c) in d1 or (row + c) in d2:
                continue
            cols.append(c)
            place(row + 1, used_c | {c}, d1 | {row - c}, d2 | {row + c})
            cols.pop()

    place(0, frozenset(), frozenset(), frozenset())
    return sols


for n in range(1, 9):
    print(n, len(n_queens(n)))
first = n_queens(6)[0]
print("\n".join("".join("Q" if c == col else "." for c in range(6)) for col in first))
