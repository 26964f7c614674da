from collections import deque, Counter
import string
WORDS = set("cold cord card ward warm word worm wore core bore bare bard corn cone code wold wore weld wild gold bold bolt".split())
def neighbors(w):
    for i in range(len(w)):
        for ch in string.ascii_lowercase:
            if ch != w[i]:
                cand = w[:i] + ch + w[i + 1:]
                if cand in WORDS:
                    yield cand
def ladder(a, b):
    prev = {a: None}
    q = deque([a])
    while q:
        w = q.popleft()
        if w == b:
            path = []
            while w:
                path.append(w)
                w = prev[w]
            return path[::-1]
        for n in sorted(neighbors(w)):
            if n not in prev:
                prev[n] = w
                q.append(n)
    return None
print(ladder("cold", "warm"), ladder("gold", "bard"), ladder("cold", "xyzw"), ladder("word", "word"))
def scrabble(word):
    scores = {**dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2), **dict.fromkeys("bcmp", 3), **dict.fromkeys("fhvwy", 4), "k": 5, "j": 8, "x": 8, "q": 10, "z": 10}
    return sum(scores.get(c, 0) for c in word.lower())
print(sorted(((scrabble(w), w) for w in WORDS), reverse=True)[:5])
def can_make(word, tiles):
    need, have = Counter(word), Counter(tiles)
    return not (need - have)
print([w for w in sorted(WORDS) if can_make(w, "dcoalrw")])
def hangman(secret, guesses):
    shown, wrong = set(), []
    for g in guesses:
        if g in secret:
            shown.add(g)
        else:
            wrong.append(g)
        state = "".join(c if c in shown else "_" for c in secret)
        print(f"{g}: {state} wrong={''.join(wrong)}")
        if "_" not in state:
            return "won"
        if len(wrong) >= 4:
            return "lost"
    return "unfinished"
print(hangman("banana", "eanxbq"))
print(hangman("python", "zqwxv"))
