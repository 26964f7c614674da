def g():
    x = yield 1
    print("got", x)
    yield 2
it = g()
print(next(it))
print(next(it))
