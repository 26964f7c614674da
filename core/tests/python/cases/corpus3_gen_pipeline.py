def read_lines(text):
    for lineno, line in enumerate(text.splitlines(), 1):
        yield lineno, line

def strip_comments(lines):
    for n, line in lines:
        line = line.split("#", 1)[0].rstrip()
        if line:
            yield n, line

def parse(lines):
    for n, line in lines:
        key, sep, value = line.partition("=")
        if not sep:
            yield n, ("error", f"line {n}: missing '='")
            continue
        yield n, (key.strip(), value.strip())

def running_total():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total

CONFIG = """# settings
width = 80
height=24   # rows
bogus line

name = demo
"""

for n, pair in parse(strip_comments(read_lines(CONFIG))):
    print(n, pair)

acc = running_total()
next(acc)
for v in [5, 10, 20]:
    print("total", acc.send(v))
try:
    acc.send(None)
except StopIteration as e:
    print("final", e.value)

def chunks(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf

print(list(chunks(range(10), 4)))
def delegate():
    r = yield from running_total()
    yield f"done {r}"
d = delegate()
next(d); d.send(3); d.send(4)
print(d.send(None))
g = (x * x for x in range(5))
print(next(g), list(g), list(g))
