def gen():
    yield 1
g = gen()
next(g)
next(g)
