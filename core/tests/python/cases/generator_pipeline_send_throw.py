def read_lines(text):
    for line in text.splitlines():
        yield line.strip()

def non_empty(lines):
    return (l for l in lines if l and not l.startswith("#"))

def parse(lines):
    for l in lines:
        key, _, val = l.partition("=")
        yield key.strip(), val.strip()

text = """
# config
name = demo
 size= 42
# comment
empty =
"""
print(dict(parse(non_empty(read_lines(text)))))

def coro():
    total = 0
    while True:
        x = yield total
        if x is None:
            break
        total += x
    return total

g = coro()
next(g)
for v in [1, 2, 3]:
    print(g.send(v), end=" ")
try:
    g.send(None)
except StopIteration as e:
    print("done", e.value)

def chain(*its):
    for it in its:
        r = yield from it
    return "end"
print(list(chain([1, 2], (3,), range(4, 6))))
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = gen()
print(next(g))
g.close()
print(g.gi_running, g.__name__)
def thrower():
    try:
        yield 1
    except KeyError as e:
        yield f"caught {e!r}"
t = thrower(); next(t)
print(t.throw(KeyError("k")))
print(t.gi_running, type(t).__name__)
