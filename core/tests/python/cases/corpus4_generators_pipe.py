import itertools, functools, operator
LOG = """GET /index.html 200 1043
POST /api/login 401 12
GET /img/logo.png 200 20391
GET /index.html 304 0
GET /missing 404 153
POST /api/login 200 88
GET /api/items?page=2 200 5120
DELETE /api/items/7 204 0"""
def lines(text):
    for ln in text.splitlines():
        yield ln
def parse(ls):
    for ln in ls:
        method, path, status, size = ln.split()
        yield {"method": method, "path": path.split("?")[0], "status": int(status), "size": int(size)}
def where(rows, **conds):
    for r in rows:
        if all(f(r[k]) if callable(f) else r[k] == f for k, f in conds.items()):
            yield r
def pluck(rows, key):
    return (r[key] for r in rows)
rows = list(parse(lines(LOG)))
print(sum(pluck(where(rows, status=200), "size")), max(pluck(rows, "size")), list(pluck(where(rows, method="POST"), "status")))
print(sorted({r["path"] for r in where(rows, status=lambda s: s >= 400)}), [r["path"] for r in where(rows, size=0)])
by_method = {k: len(list(g)) for k, g in itertools.groupby(sorted(rows, key=operator.itemgetter("method")), key=operator.itemgetter("method"))}
print(by_method)
def running_avg():
    total = count = 0
    avg = None
    while True:
        x = yield avg
        total += x
        count += 1
        avg = round(total / count, 2)
ra = running_avg()
next(ra)
print([ra.send(r["size"]) for r in rows])
def take(n, it):
    return list(itertools.islice(it, n))
def primes():
    D = {}
    for q in itertools.count(2):
        if q not in D:
            yield q
            D[q * q] = [q]
        else:
            for p in D.pop(q):
                D.setdefault(p + q, []).append(p)
print(take(15, primes()), take(5, (p for p in primes() if p > 100)))
def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1
print(list(collatz(27))[:12], len(list(collatz(27))), max(range(1, 1000), key=lambda k: sum(1 for _ in collatz(k))))
pipeline = functools.reduce(lambda f, g: lambda x: g(f(x)), [str.strip, str.lower, lambda s: s.replace(" ", "_")])
print(pipeline("  Hello Big World  "))
compose = lambda *fs: functools.reduce(lambda f, g: lambda *a: g(f(*a)), fs)
print(compose(operator.add, str, len)(123, 877))
gen = (x for x in range(5))
print(next(gen), list(gen), list(gen))
it = iter([1, 2, 3])
print(list(zip(it, it, strict=False)), list(it))
print(list(itertools.accumulate(range(1, 6), operator.mul)), list(map(lambda t: t[0] * t[1], zip(range(4), range(4, 8)))))
sentinel_iter = iter(lambda c=itertools.count(): next(c), 4)
print(list(sentinel_iter))
