# tic-tac-toe with minimax, memoised with lru_cache on tuple boards
from functools import lru_cache
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
def winner(b):
    for a, c, d in LINES:
        if b[a] != "." and b[a] == b[c] == b[d]:
            return b[a]
    return "draw" if "." not in b else None
@lru_cache(maxsize=None)
def minimax(b, player):
    w = winner(b)
    if w == "X": return 1, None
    if w == "O": return -1, None
    if w == "draw": return 0, None
    best = None
    for i, cell in enumerate(b):
        if cell != ".": continue
        nb = b[:i] + player + b[i + 1:]
        score, _ = minimax(nb, "O" if player == "X" else "X")
        if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
            best = (score, i)
    return best
def show(b):
    return "\n".join(" ".join(b[r * 3:r * 3 + 3]) for r in range(3))
board, player = "." * 9, "X"
moves = []
while winner(board) is None:
    _, mv = minimax(board, player)
    moves.append(mv)
    board = board[:mv] + player + board[mv + 1:]
    player = "O" if player == "X" else "X"
print(show(board)); print("result:", winner(board), "moves:", moves)
print(minimax.cache_info().currsize > 1000, minimax("XX.OO....", "X"), minimax("XX.OO....", "O"))
for start in ["X...O....", "....X...O", "OX.......".replace("O", ".")]:
    print(start, minimax(start, "O" if start.count("X") > start.count("O") else "X"))
print(sum(1 for b, _ in [(k[0], v) for k, v in []]), winner("XOXXOOOXX"), winner("XXXOO...."), winner("........."))
