# Timer with a deterministic clock: how many statements run per timing, setup once per timing,
# multi-line sources, globals, autorange's steps, repeat's shape and the errors.
import timeit

t = [0.0]
def clock():
    return t[0]

def step(n=1):
    t[0] += 0.25 * n

runs = []
tm = timeit.Timer("step(); runs.append('s')", setup="runs.append('setup')", timer=clock, globals=globals())
print(tm.timeit(3), runs)
runs.clear()
print(tm.repeat(repeat=2, number=2), runs)
runs.clear()
print(tm.timeit(0), runs)
src = """
total = 0
for k in range(4):
    total += k
runs.append(total)
"""
timeit.Timer(src, setup="if True:\n    runs.append('multi-setup')", timer=clock, globals=globals()).timeit(2)
print(runs)
ns = {"acc": []}
timeit.timeit("acc.append(n * 2)", setup="n = 5", number=3, globals=ns)
print(ns["acc"], sorted(k for k in ns if not k.startswith("__")))
t[0] = 0.0
print(timeit.Timer(lambda: step(1), timer=clock).autorange())
seen = []
t[0] = 0.0
print(timeit.Timer(lambda: step(0.001), timer=clock).autorange(lambda n, s: seen.append((n, round(s, 6)))))
print(seen)
print(len(timeit.repeat("pass", repeat=4, number=1)), timeit.default_number if hasattr(timeit, "default_number") else None)
for stmt, setup in [("x = (", "pass"), ("pass", "y = ]"), ("return 1", "pass"), ("pass", "return"),
                    ("yield 1", "pass"), ("break", "pass")]:
    try:
        timeit.Timer(stmt, setup)
        print("ok", stmt, setup)
    except SyntaxError as e:
        print("SyntaxError", stmt, "|", setup)
for stmt, setup in [(None, "pass"), ("pass", None), (b"pass", "pass"), (1.5, "pass")]:
    try:
        timeit.Timer(stmt, setup)
    except ValueError as e:
        print("ValueError", e)
calls = []
tm = timeit.Timer(lambda: calls.append("stmt"), setup=lambda: calls.append("setup"), timer=clock)
tm.repeat(2, 2)
print(calls)
