def g():
    yield 1
    raise ValueError("gen failed")
try:
    for x in g():
        print(x)
except ValueError as e:
    print("caught", e)
