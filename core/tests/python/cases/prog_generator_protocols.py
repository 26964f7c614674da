def running_average():
    total = 0.0
    count = 0
    avg = None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return count


gen = running_average()
next(gen)
for v in [10, 20, 30, 5]:
    print("avg", gen.send(v))
try:
    gen.send(None)
except StopIteration as e:
    print("finished after", e.value)


def chunked(iterable, n):
    chunk = []
    for x in iterable:
        chunk.append(x)
        if len(chunk) == n:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


print(list(chunked(range(10), 3)))


def flatten(nested):
    for item in nested:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item


print(list(flatten([1, [2, [3, (4, 5)], 6], [[[7]]]])))


def delegator():
    result = yield from running_average()
    yield f"inner returned {result}"


d = delegator()
next(d)
d.send(4)
print(d.send(8))
print(d.send(None))


def guarded():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught inside:", e)
        yield "recovered"
    finally:
        print("cleanup")


g = guarded()
print(next(g))
print(g.throw(ValueError("bad")))
g.close()
g2 = guarded()
next(g2)
g2.close()
print("closed", list(g2))


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


from itertools import islice, takewhile, dropwhile
print(list(islice(fib(), 10)))
print(list(takewhile(lambda x: x < 100, fib())))
print(next(dropwhile(lambda x: x < 1000, fib())))
squares = (x * x for x in range(5))
print(sum(squares), sum(squares))


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        n = self.n
        while n > 0:
            yield n
            n -= 1

    def __reversed__(self):
        return iter(range(1, self.n + 1))


c = Countdown(4)
print(list(c), list(reversed(c)), 3 in c, 9 in c)


def pipeline(lines):
    stripped = (l.strip() for l in lines)
    nonblank = (l for l in stripped if l and not l.startswith("#"))
    pairs = (l.split("=", 1) for l in nonblank)
    return {k.strip(): v.strip() for k, v in pairs}


print(pipeline(["# conf", "a = 1", "", "b=two = 2 ", "  c=  3"]))
gen = (i for i in range(3))
print(next(gen), list(gen), next(gen, "done"))
try:
    next(gen)
except StopIteration:
    print("StopIteration")


def bad():
    yield 1
    raise StopIteration


try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e)
ge = fib()
print(type(ge).__name__, ge.__name__, hasattr(ge, "send"))
