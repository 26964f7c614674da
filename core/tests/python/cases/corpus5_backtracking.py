def queens(n):
    sols = []
    cols = []
    def place(r):
        if r == n:
            sols.append(tuple(cols))
            return
        for c in range(n):
            if all(c != cc and abs(c - cc) != r - rr for rr, cc in enumerate(cols)):
                cols.append(c)
                place(r + 1)
                cols.pop()
    place(0)
    return sols
s = queens(6)
print(len(s), s[0], len(queens(8)))
for row in s[0]:
    print("".join("Q" if c == row else "." for c in range(6)))
def subsets_sum(nums, target):
    res = []
    def go(i, cur, total):
        if total == target:
            res.append(cur[:])
        if total >= target:
            return
        for j in range(i, len(nums)):
            if j > i and nums[j] == nums[j - 1]:
                continue
            cur.append(nums[j])
            go(j + 1, cur, total + nums[j])
            cur.pop()
    go(0, [], 0)
    return res
print(subsets_sum(sorted([10, 1, 2, 7, 6, 1, 5]), 8))
def permutations(s):
    if len(s) <= 1:
        yield s
        return
    for i, ch in enumerate(s):
        if ch in s[:i]:
            continue
        for rest in permutations(s[:i] + s[i + 1:]):
            yield ch + rest
print(list(permutations("aab")), sum(1 for _ in permutations("abcd")))
def solve_sudoku_row(puzzle):
    # tiny 4x4 sudoku
    cells = [list(r) for r in puzzle]
    def ok(r, c, v):
        if v in cells[r] or v in (cells[i][c] for i in range(4)):
            return False
        br, bc = r // 2 * 2, c // 2 * 2
        return all(cells[i][j] != v for i in range(br, br + 2) for j in range(bc, bc + 2))
    def go(k):
        if k == 16:
            return True
        r, c = divmod(k, 4)
        if cells[r][c] != ".":
            return go(k + 1)
        for v in "1234":
            if ok(r, c, v):
                cells[r][c] = v
                if go(k + 1):
                    return True
        cells[r][c] = "."
        return False
    return go(0), ["".join(r) for r in cells]
print(solve_sudoku_row(["1...", "..2.", ".3..", "...4"]))
def word_search(board, word):
    R, C = len(board), len(board[0])
    def dfs(r, c, i, seen):
        if i == len(word):
            return True
        if not (0 <= r < R and 0 <= c < C) or (r, c) in seen or board[r][c] != word[i]:
            return False
        seen.add((r, c))
        found = any(dfs(r + dr, c + dc, i + 1, seen) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))
        seen.discard((r, c))
        return found
    return any(dfs(r, c, 0, set()) for r in range(R) for c in range(C))
b = ["ABCE", "SFCS", "ADEE"]
print([word_search(b, w) for w in ("ABCCED", "SEE", "ABCB", "")])
