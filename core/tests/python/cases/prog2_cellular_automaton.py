"""Elementary cellular automata (rules 30, 90, 110, 184) with bit operations, plus a wrap-around variant."""


def rule_table(rule):
    if not 0 <= rule <= 255:
        raise ValueError(f"rule must be 0..255, got {rule}")
    return {(a, b, c): (rule >> (a << 2 | b << 1 | c)) & 1 for a in (0, 1) for b in (0, 1) for c in (0, 1)}


def step(cells, table, wrap=False):
    n = len(cells)
    out = []
    for i in range(n):
        if wrap:
            left, right = cells[i - 1], cells[(i + 1) % n]
        else:
            left = cells[i - 1] if i > 0 else 0
            right = cells[i + 1] if i < n - 1 else 0
        out.append(table[(left, cells[i], right)])
    return out


def run(rule, width=31, steps=15, wrap=False, start=None):
    table = rule_table(rule)
    cells = start or [0] * width
    if start is None:
        cells[width // 2] = 1
    rows = [cells]
    for _ in range(steps):
        cells = step(cells, table, wrap)
        rows.append(cells)
    return rows


def show(rows):
    return "\n".join("".join("█" if c else "·" for c in r) for r in rows)


def step_int(state, rule, width):
    mask = (1 << width) - 1
    left = (state << 1) & mask
    right = state >> 1
    new = 0
    for bit in range(8):
        if rule >> bit & 1:
            a, b, c = bit >> 2 & 1, bit >> 1 & 1, bit & 1
            new |= (left if a else ~left) & (state if b else ~state) & (right if c else ~right)
    return new & mask


for rule in (30, 90):
    print(f"rule {rule}:")
    print(show(run(rule, steps=12)))
rows = run(110, width=40, steps=10, start=[0] * 39 + [1])
print("rule 110:")
print(show(rows))
traffic = [1, 1, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0, 1, 0]
print("rule 184 (traffic, wrap):")
print(show(run(184, steps=6, wrap=True, start=traffic)))
print("cars conserved:", len({sum(r) for r in run(184, steps=20, wrap=True, start=traffic)}) == 1)

width = 31
state = 1 << (width // 2)
int_rows = []
for _ in range(13):
    int_rows.append([(state >> (width - 1 - i)) & 1 for i in range(width)])
    state = step_int(state, 30, width)
print("bitwise matches table version:", int_rows == run(30, steps=12))
center = [r[15] for r in run(30, steps=63)]
print("rule 30 centre bits:", "".join(map(str, center[:32])), int("".join(map(str, center[:32])), 2))
print({rule: sum(map(sum, run(rule, steps=31))) for rule in (30, 90, 150, 0, 255)})
print(sorted(rule_table(110).items())[:4])
for bad in (256, -1):
    try:
        rule_table(bad)
    except ValueError as e:
        print("ValueError", e)
