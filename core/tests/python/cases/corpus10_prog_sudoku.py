import itertools

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

HARD = """
8........
..36.....
.7..9.2..
.5..37.9.
....457..
...1...3.
..1....68
.385...1.
.96.1.4..
"""


class Sudoku:
    DIGITS = set("123456789")

    def __init__(self, text):
        rows = [line.strip() for line in text.strip().splitlines()]
        if len(rows) != 9 or any(len(r) != 9 for r in rows):
            raise ValueError("need a 9x9 grid")
        self.grid = [[c if c in self.DIGITS else None for c in row] for row in rows]
        self.steps = 0
        self.guesses = 0

    @staticmethod
    def peers(r, c):
        br, bc = 3 * (r // 3), 3 * (c // 3)
        ps = {(r, j) for j in range(9)} | {(i, c) for i in range(9)}
        ps |= {(i, j) for i in range(br, br + 3) for j in range(bc, bc + 3)}
        ps.discard((r, c))
        return ps

    def candidates(self, r, c):
        used = {self.grid[i][j] for i, j in self.peers(r, c)}
        return self.DIGITS - used

    def valid(self):
        units = [[(r, c) for c in range(9)] for r in range(9)]
        units += [[(r, c) for r in range(9)] for c in range(9)]
        units += [[(br + i, bc + j) for i in range(3) for j in range(3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
        for unit in units:
            vals = [self.grid[r][c] for r, c in unit if self.grid[r][c]]
            if len(vals) != len(set(vals)):
                return False
        return True

    def propagate(self):
        changed = True
        while changed:
            changed = False
            for r, c in itertools.product(range(9), range(9)):
                if self.grid[r][c] is None:
                    cand = self.candidates(r, c)
                    if not cand:
                        return False
                    if len(cand) == 1:
                        self.grid[r][c] = cand.pop()
                        changed = True
                        self.steps += 1
        return True

    def solve(self):
        saved = [row[:] for row in self.grid]
        if not self.propagate():
            self.grid = saved
            return False
        empties = [(r, c) for r in range(9) for c in range(9) if self.grid[r][c] is None]
        if not empties:
            return True
        r, c = min(empties, key=lambda rc: (len(self.candidates(*rc)), rc))
        for d in sorted(self.candidates(r, c)):
            self.guesses += 1
            before = [row[:] for row in self.grid]
            self.grid[r][c] = d
            if self.solve():
                return True
            self.grid = before
        self.grid = saved
        return False

    def __str__(self):
        lines = []
        for r, row in enumerate(self.grid):
            if r and r % 3 == 0:
                lines.append("------+-------+------")
            cells = [row[i] or "." for i in range(9)]
            lines.append(" | ".join(" ".join(cells[k:k + 3]) for k in (0, 3, 6)))
        return "\n".join(lines)


s = Sudoku(PUZZLE)
print(s)
print("givens:", sum(v is not None for row in s.grid for v in row), "valid:", s.valid())
print(sorted(s.candidates(0, 2)), sorted(s.candidates(4, 4)), len(Sudoku.peers(4, 4)))
ok = s.solve()
print(ok, s.valid(), s.steps, s.guesses)
print(s)
print(all(set(row) == Sudoku.DIGITS for row in s.grid), "".join(s.grid[0]))
h = Sudoku(HARD)
print(h.solve(), h.valid(), "".join(h.grid[8]), h.guesses > 0)
bad = Sudoku(PUZZLE.replace("53..7", "55..7"))
print(bad.valid(), bad.solve())
try:
    Sudoku("123\n456")
except ValueError as e:
    print(e)
