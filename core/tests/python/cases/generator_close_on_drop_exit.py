# A generator that handles GeneratorExit, or ignores it, when dropped.


def catcher():
    try:
        yield 1
    except GeneratorExit:
        print("caught GeneratorExit")
        return
    print("not reached")


g = catcher()
next(g)
g = None
print("after catcher")


def stubborn():
    try:
        yield 1
    finally:
        print("stubborn finally")
        yield 2


g = stubborn()
next(g)
g = None  # RuntimeError: generator ignored GeneratorExit, reported on stderr and ignored
print("after stubborn")


def raiser():
    try:
        yield 1
    finally:
        raise ValueError("from finally")


g = raiser()
next(g)
g = None  # the ValueError is reported on stderr and ignored
print("after raiser")


def counting():
    n = 0
    try:
        while True:
            yield n
            n += 1
    finally:
        print("stopped at", n)


for i in counting():
    if i == 3:
        break
print("loop done")

# close() before the drop: closed once, not again.
g = counting()
next(g)
g.close()
print("closed explicitly")
g = None
print("dropped")

# A temporary iterator over a closable generator: closed when the call that used it returns.
import itertools

print(list(itertools.islice(counting(), 3)))
print(sum(x for x, _ in zip(counting(), range(4))))
print("end")
