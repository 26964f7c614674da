def g():
    return (yield)
gen = g()
next(gen)
gen.send(1)
