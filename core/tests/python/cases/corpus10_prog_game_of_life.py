from collections import Counter
import itertools


class Life:
    def __init__(self, cells=(), width=None, height=None):
        self.live = set(cells)
        self.width, self.height = width, height
        self.generation = 0
        self.history = {}

    @classmethod
    def from_text(cls, text, wrap=False):
        cells = set()
        lines = text.strip("\n").splitlines()
        for y, line in enumerate(lines):
            for x, ch in enumerate(line):
                if ch in "#O*":
                    cells.add((x, y))
        if wrap:
            return cls(cells, max(map(len, lines)), len(lines))
        return cls(cells)

    def neighbours(self, cell):
        x, y = cell
        for dx, dy in itertools.product((-1, 0, 1), repeat=2):
            if dx or dy:
                nx, ny = x + dx, y + dy
                if self.width:
                    nx %= self.width
                    ny %= self.height
                yield nx, ny

    def step(self):
        counts = Counter(n for c in self.live for n in self.neighbours(c))
        self.live = {c for c, n in counts.items() if n == 3 or (n == 2 and c in self.live)}
        self.generation += 1

    def bbox(self):
        if not self.live:
            return (0, 0, 0, 0)
        xs = [x for x, _ in self.live]
        ys = [y for _, y in self.live]
        return min(xs), min(ys), max(xs), max(ys)

    def render(self):
        if self.width:
            x0, y0, x1, y1 = 0, 0, self.width - 1, self.height - 1
        else:
            x0, y0, x1, y1 = self.bbox()
        return "\n".join("".join("#" if (x, y) in self.live else "." for x in range(x0, x1 + 1)) for y in range(y0, y1 + 1))

    def normalized(self):
        x0, y0, _, _ = self.bbox()
        return frozenset((x - x0, y - y0) for x, y in self.live)

    def run_until_cycle(self, limit=100):
        while self.generation < limit:
            key = self.normalized()
            if key in self.history:
                first = self.history[key]
                return first, self.generation - first
            self.history[key] = self.generation
            self.step()
        return None


blinker = Life.from_text("""
...
###
...
""")
for _ in range(3):
    print(blinker.render(), "gen", blinker.generation, sep="\n")
    blinker.step()

glider = Life.from_text("""
.#.
..#
###
""")
print(glider.run_until_cycle(), glider.bbox(), len(glider.live))
for _ in range(8):
    glider.step()
print(glider.bbox(), sorted(glider.live))

torus = Life.from_text("""
.#......
..#.....
###.....
........
........
........
""", wrap=True)
seen_states = []
for g in range(24):
    seen_states.append(frozenset(torus.live))
    torus.step()
print(torus.render())
print(frozenset(torus.live) == seen_states[0], len(set(seen_states)))

rpent = Life.from_text("""
.##
##.
.#.
""")
pops = []
for _ in range(60):
    pops.append(len(rpent.live))
    rpent.step()
print(pops)
print(rpent.bbox(), max(pops), pops.index(max(pops)))
block = Life({(0, 0), (1, 0), (0, 1), (1, 1)})
print(block.run_until_cycle(), block.generation)
empty = Life.from_text("#")
empty.step()
print(empty.render() == "", empty.bbox(), empty.run_until_cycle())
