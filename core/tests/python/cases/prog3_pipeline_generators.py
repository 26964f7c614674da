import re
LOG = """GET /index.html 200 1024
POST /api/login 401 52
GET /img/logo.png 200 20480
GET /index.html 304 0
GET /missing 404 310
POST /api/data 500 88
GET /api/data 200 4096
malformed line here
"""
def read_lines(text):
    for n, line in enumerate(text.splitlines(), 1):
        yield n, line
def parse(lines):
    pat = re.compile(r"(?P<method>[A-Z]+) (?P<path>\S+) (?P<status>\d{3}) (?P<size>\d+)$")
    for n, line in lines:
        m = pat.match(line)
        if not m:
            print(f"  skip line {n}: {line!r}")
            continue
        d = m.groupdict()
        d["status"] = int(d["status"])
        d["size"] = int(d["size"])
        yield d
def where(records, pred):
    return (r for r in records if pred(r))
def project(records, *keys):
    for r in records:
        yield tuple(r[k] for k in keys)
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
errors = list(project(where(parse(read_lines(LOG)), lambda r: r["status"] >= 400), "status", "path"))
print(errors)
total = sum(r["size"] for r in parse(read_lines(LOG)))
print("bytes", total)
print(list(take(2, project(parse(read_lines(LOG)), "path"))))
def running_stats():
    n = total = 0
    mx = None
    while True:
        x = yield (n, total, mx)
        n += 1
        total += x
        mx = x if mx is None else max(mx, x)
rs = running_stats(); next(rs)
for r in parse(read_lines(LOG)):
    state = rs.send(r["size"])
print(state)
def by_status(records):
    buckets = {}
    for r in records:
        buckets.setdefault(r["status"] // 100 * 100, []).append(r["path"])
    return dict(sorted(buckets.items()))
print(by_status(parse(read_lines(LOG))))
def chain_gens(*gens):
    for g in gens:
        yield from g
print(list(chain_gens(range(2), "ab", (x * x for x in range(3)))))
def trace(gen):
    try:
        while True:
            v = next(gen)
            print("  yield", v)
            yield v
    finally:
        print("  trace closed")
t = trace(iter([1, 2, 3]))
for v in t:
    if v == 2:
        break
del t
import gc; gc.collect()
print("after loop")
squares = (i * i for i in range(5))
print(sum(squares), sum(squares), any(i * i == 9 for i in range(5)), max((len(w), w) for w in "a bbb cc".split()))
