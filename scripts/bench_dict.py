# dict and set: inserts, lookups and deletes at 10^3..10^6 keys; the same file runs under
# `tpu run` and `python3` (scripts/bench_dict.sh runs each case in its own process). Prints one line per (op, n): the median of 5 runs after a warm-up,
# and the spread (max - min), in milliseconds.
import time

SIZES = [1000, 10000, 100000, 1000000]
CASES = ["comprehension", "insert", "lookup", "delete", "set.add", "str insert+update"]


def comp(n):
    t = time.perf_counter()
    d = {i: i for i in range(n)}
    return time.perf_counter() - t


def inserts(n):
    d = {}
    t = time.perf_counter()
    for i in range(n):
        d[i] = i
    return time.perf_counter() - t


def lookups(n):
    d = {i: i for i in range(n)}
    t = time.perf_counter()
    s = 0
    for i in range(n):
        s += d[i]
    return time.perf_counter() - t


def deletes(n):
    d = {i: i for i in range(n)}
    t = time.perf_counter()
    for i in range(n):
        del d[i]
    return time.perf_counter() - t


def set_adds(n):
    s = set()
    t = time.perf_counter()
    for i in range(n):
        s.add(i)
    return time.perf_counter() - t


def str_keys(n):
    keys = [str(i) for i in range(n)]
    t = time.perf_counter()
    d = {}
    for k in keys:
        d[k] = 1
    for k in keys:
        d[k] += 1
    return time.perf_counter() - t


for name, f in [("comprehension", comp), ("insert", inserts), ("lookup", lookups),
                ("delete", deletes), ("set.add", set_adds), ("str insert+update", str_keys)]:
    if name not in CASES:
        continue
    for n in SIZES:
        f(n)
        runs = sorted(f(n) for _ in range(5))
        print(f"{name} {n} {runs[2] * 1e3:.2f} {(runs[4] - runs[0]) * 1e3:.2f}")
