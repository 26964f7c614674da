from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return "draw" if "." not in board else None


def moves(board):
    return [i for i, ch in enumerate(board) if ch == "."]


def play(board, i, player):
    return board[:i] + player + board[i + 1:]


@lru_cache(maxsize=None)
def minimax(board, player):
    """Return (score, best_move) from X's point of view."""
    w = winner(board)
    if w == "X":
        return 10 - board.count("."), None
    if w == "O":
        return board.count(".") - 10, None
    if w == "draw":
        return 0, None
    other = "O" if player == "X" else "X"
    results = []
    for m in moves(board):
        score, _ = minimax(play(board, m, player), other)
        results.append((score, m))
    if player == "X":
        best = max(results, key=lambda r: (r[0], -r[1]))
    else:
        best = min(results, key=lambda r: (r[0], r[1]))
    return best


def show(board):
    rows = [" | ".join(board[r * 3:r * 3 + 3]) for r in range(3)]
    return "\n---------\n".join(rows)


def game(first_moves=()):
    board, player = "." * 9, "X"
    scripted = list(first_moves)
    history = []
    while winner(board) is None:
        if scripted:
            m = scripted.pop(0)
        else:
            _, m = minimax(board, player)
        board = play(board, m, player)
        history.append((player, m))
        player = "O" if player == "X" else "X"
    return board, winner(board), history


board, w, hist = game()
print(show(board))
print("result:", w, "moves:", hist)
for opening in [(4,), (0, 1), (0, 8, 4), (1, 0, 4, 2)]:
    board, w, hist = game(opening)
    print(opening, "->", w, board, len(hist))
print(minimax.cache_info().currsize > 1000, minimax("XX.OO....", "X"), minimax("XX.OO....", "O"))
print(winner("XXXOO...."), winner("XOXOXOOXO"), winner("OXXXOXXOO" ), winner("........."))


def count_games(board=".........", player="X"):
    w = winner(board)
    if w:
        return {w: 1}
    total = {}
    for m in moves(board):
        sub = count_games(play(board, m, player), "O" if player == "X" else "X")
        for k, v in sub.items():
            total[k] = total.get(k, 0) + v
    return total


print(sorted(count_games("XO.X.O...", "X").items()))
scores = {m: minimax(play("." * 9, m, "X"), "O")[0] for m in range(9)}
print(scores)
