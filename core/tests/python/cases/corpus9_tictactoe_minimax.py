from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


@lru_cache(maxsize=None)
def minimax(board, player):
    w = winner(board)
    if w:
        return (1 if w == "X" else -1), None
    if "." not in board:
        return 0, None
    best = None
    other = "O" if player == "X" else "X"
    for i, cell in enumerate(board):
        if cell != ".":
            continue
        nb = board[:i] + player + board[i + 1:]
        score, _ = minimax(nb, other)
        if best is None or (player == "X" and score > best[0]) or (player == "O" and score < best[0]):
            best = (score, i)
    return best


def show(board):
    return "\n".join(" ".join(board[r * 3:r * 3 + 3]) for r in range(3))


board = "." * 9
player = "X"
moves = []
while not winner(board) and "." in board:
    score, move = minimax(board, player)
    moves.append((player, move, score))
    board = board[:move] + player + board[move + 1:]
    player = "O" if player == "X" else "X"
print(moves)
print(show(board))
print("result:", winner(board) or "draw", minimax.cache_info().currsize)

positions = ["XX.OO....", "X.O.X.O..", "XOXOXO...", "O.O.X.X.."]
for pos in positions:
    turn = "X" if pos.count("X") == pos.count("O") else "O"
    s, m = minimax(pos, turn)
    print(f"{pos} {turn} to move: best={m} value={s:+d}")


def count_games():
    total = {"X": 0, "O": 0, "draw": 0}

    def play(b, p):
        w = winner(b)
        if w:
            total[w] += 1
            return
        if "." not in b:
            total["draw"] += 1
            return
        for i in range(9):
            if b[i] == ".":
                play(b[:i] + p + b[i + 1:], "O" if p == "X" else "X")

    play("." * 9, "X")
    return total


games = count_games()
print(games, sum(games.values()))
reachable = set()


def explore(b, p):
    if b in reachable:
        return
    reachable.add(b)
    if winner(b) or "." not in b:
        return
    for i in range(9):
        if b[i] == ".":
            explore(b[:i] + p + b[i + 1:], "O" if p == "X" else "X")


explore("." * 9, "X")
print(len(reachable), sum(1 for b in reachable if winner(b) == "X"), sum(1 for b in reachable if "." not in b and not winner(b)))


def symmetries(b):
    idx = [list(range(9))]
    rot = [6, 3, 0, 7, 4, 1, 8, 5, 2]
    flip = [2, 1, 0, 5, 4, 3, 8, 7, 6]
    for _ in range(3):
        idx.append([idx[-1][r] for r in rot])
    idx += [[i[f] for f in flip] for i in idx]
    return {"".join(b[j] for j in i) for i in idx}


canon = {min(symmetries(b)) for b in reachable}
print(len(canon), sorted(symmetries("X........")), len(symmetries("....X....")))
