"""Conway's game of life on a torus, with pattern detection."""


class Life:
    def __init__(self, width, height, alive=()):
        self.w, self.h = width, height
        self.cells = set(alive)
        self.generation = 0

    @classmethod
    def from_text(cls, text):
        rows = [r for r in text.strip("\n").splitlines()]
        alive = {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"}
        return cls(max(len(r) for r in rows), len(rows), alive)

    def neighbours(self, x, y):
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if dx or dy:
                    yield (x + dx) % self.w, (y + dy) % self.h

    def step(self):
        counts = {}
        for cell in self.cells:
            for n in self.neighbours(*cell):
                counts[n] = counts.get(n, 0) + 1
        self.cells = {c for c, n in counts.items() if n == 3 or (n == 2 and c in self.cells)}
        self.generation += 1
        return self

    def __str__(self):
        return "\n".join("".join("#" if (x, y) in self.cells else "." for x in range(self.w))
                         for y in range(self.h))

    def __len__(self):
        return len(self.cells)

    def bbox(self):
        if not self.cells:
            return None
        xs = [x for x, _ in self.cells]
        ys = [y for _, y in self.cells]
        return min(xs), min(ys), max(xs), max(ys)

    def normalized(self):
        x0, y0, _, _ = self.bbox()
        return frozenset((x - x0, y - y0) for x, y in self.cells)


glider = Life.from_text("""
.#......
..#.....
###.....
........
........
........
""")
print(glider, "\n")
start = glider.normalized()
for i in range(4):
    glider.step()
print(glider)
print("gen", glider.generation, "alive", len(glider), "same shape:", glider.normalized() == start, glider.bbox())

blinker = Life(5, 5, {(1, 2), (2, 2), (3, 2)})
seen = {}
while True:
    key = frozenset(blinker.cells)
    if key in seen:
        print("blinker period", blinker.generation - seen[key])
        break
    seen[key] = blinker.generation
    blinker.step()

rpent = Life.from_text("""
..........
....##....
...##.....
....#.....
..........
..........
""")
history = []
for g in range(30):
    history.append(len(rpent))
    rpent.step()
print(history)
print(rpent)
print(sorted(rpent.cells)[:5])
empty = Life(3, 3)
print(empty.step().bbox(), len(empty), str(empty))
