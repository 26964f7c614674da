LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
def winner(b):
    for a, c, d in LINES:
        if b[a] != " " and b[a] == b[c] == b[d]:
            return b[a]
    return "draw" if " " not in b else None
def show(b):
    rows = [" | ".join(b[i:i + 3]) for i in range(0, 9, 3)]
    return "\n---------\n".join(rows)
memo = {}
def minimax(b, player):
    key = ("".join(b), player)
    if key in memo:
        return memo[key]
    w = winner(b)
    if w == "X":
        return 1, None
    if w == "O":
        return -1, None
    if w == "draw":
        return 0, None
    best = None
    for i in range(9):
        if b[i] == " ":
            b[i] = player
            score, _ = minimax(b, "O" if player == "X" else "X")
            b[i] = " "
            if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
                best = (score, i)
    memo[key] = best
    return best
board = list("X O  O  X".ljust(9))
print(show(board))
print(minimax(board, "X"))
b = [" "] * 9
player = "X"
while winner(b) is None:
    _, mv = minimax(b, player)
    b[mv] = player
    player = "O" if player == "X" else "X"
print(show(b))
print("result:", winner(b), len(memo) > 1000)
print(winner(list("XXXOO    ")), winner(list("XOXOXOOXO")), winner(list("O  O  O  ")))
def render(b):
    return "\n".join("".join("." if c == " " else c for c in b[r * 3:r * 3 + 3]) for r in range(3))
print(render(list("X O  O  X")))
