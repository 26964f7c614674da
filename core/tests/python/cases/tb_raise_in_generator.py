def g():
    yield 1
    raise RuntimeError("stop here")
for x in g():
    print(x)
