def read_records(lines):
    for ln, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            name, qty, price = line.split(",")
            yield {"line": ln, "name": name, "qty": int(qty), "price": float(price)}
        except ValueError as e:
            print(f"line {ln}: skipped ({e})")
data = """# inventory
apple,3,0.5
pear,x,0.7
kiwi,10,0.25

banana,2
plum,4,1.0
""".splitlines()
recs = list(read_records(data))
print(len(recs), [r["name"] for r in recs])
def running_total(it):
    total = 0
    for x in it:
        total += x
        yield total
print(list(running_total(r["qty"] * r["price"] for r in recs)))
def window(seq, n):
    it = iter(seq)
    win = []
    for x in it:
        win.append(x)
        if len(win) == n:
            yield tuple(win)
            win.pop(0)
print(list(window(range(6), 3)))
def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1
p = primes()
print([next(p) for _ in range(15)])
gen = (c.upper() for c in "abc")
print(gen.__next__(), list(gen))
def g():
    x = yield 1
    print("got", x)
    y = yield x * 2
    print("got", y)
it = g()
print(next(it), it.send(5))
try:
    it.send(7)
except StopIteration as e:
    print("stop", e.value)
def closer():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("closing!")
        raise
c = closer(); next(c); c.close(); c.close()
def ignore_exit():
    try:
        yield 1
    except GeneratorExit:
        yield 2
ie = ignore_exit(); next(ie)
try:
    ie.close()
except RuntimeError as e:
    print(e)
print(sum(x for x in range(10) if x % 3), list(x for x in []), next(iter([]), "empty"))
gi = iter([1, 2, 3]); print(next(gi), list(gi), list(gi))
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self):
        while self.n > 0:
            yield self.n
            self.n -= 1
print(list(Countdown(4)), [x for x in Countdown(0)])
it2 = iter(lambda: 5, 5); print(list(it2))
import io
s = io.StringIO("a\nb\nEND\nc\n"); print(list(iter(s.readline, "END\n")))
