def gen():
    yield 1
g = gen()
print(next(g))
next(g)
