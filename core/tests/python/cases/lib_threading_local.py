# threading.local: each thread sees its own attributes.
import threading

data = threading.local()
data.x = 1
data.items = ["main"]
seen = {}


def worker(name):
    seen[name + " before"] = (hasattr(data, "x"), sorted(data.__dict__))
    data.x = name
    data.items = [name]
    data.items.append(len(name))
    seen[name + " after"] = (data.x, data.items, sorted(data.__dict__.items()))


ts = [threading.Thread(target=worker, args=(n,)) for n in ("ab", "cde")]
for t in ts:
    t.start()
for t in ts:
    t.join()
for k in sorted(seen):
    print(k, seen[k])
print(data.x, data.items, data.__dict__)
del data.x
print(hasattr(data, "x"), data.__dict__)
try:
    data.x
except AttributeError as e:
    print(type(e).__name__, e)
try:
    threading.local(1)
except TypeError as e:
    print(type(e).__name__, e)
print(type(data).__name__, type(data).__module__, threading.local.__module__)


class Counter(threading.local):
    created = []

    def __init__(self, start):
        Counter.created.append(start)
        self.n = start

    def bump(self):
        self.n += 1
        return self.n

    @property
    def double(self):
        return self.n * 2


c = Counter(10)
c.bump()
out = []


def use():
    out.append((c.n, c.bump(), c.bump(), c.double))


t = threading.Thread(target=use)
t.start()
t.join()
t = threading.Thread(target=use)
t.start()
t.join()
print(out, c.n, c.double, Counter.created)
# Nested threads keep theirs apart too.
log = []


def inner():
    data.x = "inner"
    log.append(data.x)


def outer():
    data.x = "outer"
    t = threading.Thread(target=inner)
    t.start()
    t.join()
    log.append(data.x)


t = threading.Thread(target=outer)
t.start()
t.join()
print(log, hasattr(data, "x"))
