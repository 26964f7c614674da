# Conway's Life on a torus, driven by generators; pattern detection with a seen-states dict.
from itertools import product, islice
from collections import Counter

GLIDER = """\
.#.....
..#....
###....
.......
.......
"""
BLINKER = "...\n###\n...\n"

def parse(text):
    rows = text.splitlines()
    cells = frozenset((r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "#")
    return cells, len(rows), len(rows[0])

def step(cells, h, w):
    counts = Counter(((r + dr) % h, (c + dc) % w)
                     for r, c in cells
                     for dr, dc in product((-1, 0, 1), repeat=2) if (dr, dc) != (0, 0))
    return frozenset(p for p, n in counts.items() if n == 3 or (n == 2 and p in cells))

def life(cells, h, w):
    while True:
        yield cells
        cells = step(cells, h, w)

def render(cells, h, w):
    return "\n".join("".join("#" if (r, c) in cells else "." for c in range(w)) for r in range(h))

def find_cycle(cells, h, w, limit=100):
    seen = {}
    for gen, state in enumerate(islice(life(cells, h, w), limit)):
        if state in seen:
            return seen[state], gen - seen[state]
        seen[state] = gen
    return None

cells, h, w = parse(GLIDER)
for gen, state in enumerate(islice(life(cells, h, w), 0, 5, 2)):
    print(f"gen {gen * 2}: {len(state)} alive")
    print(render(state, h, w))
print("glider cycle:", find_cycle(cells, h, w))
b, bh, bw = parse(BLINKER)
print("blinker cycle:", find_cycle(b, bh, bw))
print(render(step(b, bh, bw), bh, bw))
bbox = lambda s: (min(r for r, _ in s), min(c for _, c in s), max(r for r, _ in s), max(c for _, c in s))
g = life(cells, h, w)
states = [next(g) for _ in range(9)]
print([bbox(s) for s in states[::4]])
print(sorted(states[4]), states[0] == states[0] | frozenset(), len(set(states)))
empty = frozenset()
print(find_cycle(empty, 3, 3), render(empty, 2, 4))
