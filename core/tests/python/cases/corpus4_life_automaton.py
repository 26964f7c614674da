def rule_step(cells, rule):
    n = len(cells)
    return [(rule >> (cells[(i - 1) % n] << 2 | cells[i] << 1 | cells[(i + 1) % n])) & 1 for i in range(n)]
cells = [0] * 31
cells[15] = 1
for _ in range(12):
    print("".join("#" if c else "." for c in cells))
    cells = rule_step(cells, 90)
def life(board):
    live = {(r, c) for r, row in enumerate(board) for c, ch in enumerate(row) if ch == "O"}
    R, C = len(board), len(board[0])
    def nb(r, c):
        return sum((r + dr, c + dc) in live for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
    return ["".join("O" if (nb(r, c) == 3 or (nb(r, c) == 2 and (r, c) in live)) else "." for c in range(C)) for r in range(R)]
b = ["......", "..O...", "...O..", ".OOO..", "......", "......"]
for gen in range(4):
    print(f"gen {gen}:", " ".join(b))
    b = life(b)
def flood(grid, r, c, new):
    old = grid[r][c]
    if old == new:
        return 0
    stack, n = [(r, c)], 0
    while stack:
        y, x = stack.pop()
        if 0 <= y < len(grid) and 0 <= x < len(grid[0]) and grid[y][x] == old:
            grid[y][x] = new
            n += 1
            stack.extend([(y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)])
    return n
g = [list(s) for s in ["aab..", "a.b..", "aabbb", "....a"]]
print(flood(g, 0, 0, "X"), ["".join(r) for r in g], flood(g, 1, 1, "*"), ["".join(r) for r in g])
def sudoku_ok(rows):
    units = rows + [list(c) for c in zip(*rows)] + [[rows[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)] for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(u) == list(range(1, 10)) for u in units)
base = [[(3 * (r % 3) + r // 3 + c) % 9 + 1 for c in range(9)] for r in range(9)]
print(base[0], base[4], sudoku_ok(base))
base[0][0], base[0][1] = base[0][1], base[0][0]
print(sudoku_ok(base))
def queens(n):
    sols = []
    def place(row, cols, d1, d2, acc):
        if row == n:
            sols.append(acc[:])
            return
        for c in range(n):
            if c not in cols and row - c not in d1 and row + c not in d2:
                acc.append(c)
                place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c}, acc)
                acc.pop()
    place(0, frozenset(), frozenset(), frozenset(), [])
    return sols
s8 = queens(8)
print(len(s8), s8[0], [len(queens(k)) for k in range(1, 8)])
for row in s8[0][:4]:
    print(" ".join("Q" if i == row else "." for i in range(8)))
