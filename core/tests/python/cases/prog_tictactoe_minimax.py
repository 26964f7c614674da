from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def moves(board):
    return [i for i, v in enumerate(board) if v == "."]


@lru_cache(maxsize=None)
def minimax(board, player):
    w = winner(board)
    if w:
        return (1 if w == "X" else -1), None
    if "." not in board:
        return 0, None
    best = None
    for m in moves(board):
        nb = board[:m] + player + board[m + 1:]
        score, _ = minimax(nb, "O" if player == "X" else "X")
        if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
            best = (score, m)
    return best


def show(board):
    return "\n".join(" ".join(board[r * 3:r * 3 + 3]) for r in range(3))


def play(first_moves=()):
    board = "." * 9
    player = "X"
    scripted = list(first_moves)
    while not winner(board) and "." in board:
        if scripted:
            m = scripted.pop(0)
        else:
            _, m = minimax(board, player)
        board = board[:m] + player + board[m + 1:]
        player = "O" if player == "X" else "X"
    return board, winner(board) or "draw"


b, result = play()
print(show(b))
print("perfect play:", result)
b, result = play([0, 4, 8])
print(show(b), "->", result)
b, result = play([4, 1])
print(show(b), "->", result)
print(minimax("XX.OO....", "X"), minimax("XX.OO....", "O"), minimax(".........", "X"))
info = minimax.cache_info()
print("positions cached:", info.currsize, "hits > 0:", info.hits > 0)
count = {"X": 0, "O": 0, "draw": 0}


def explore(board, player):
    w = winner(board)
    if w or "." not in board:
        count[w or "draw"] += 1
        return
    for m in moves(board):
        explore(board[:m] + player + board[m + 1:], "O" if player == "X" else "X")


explore("." * 9, "X")
print(count, sum(count.values()))
