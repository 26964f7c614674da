def numbers():
    try:
        yield 1
        yield 2
    finally:
        print("finally runs")

g = numbers()
print(next(g))
del g
def broken():
    yield 1
    raise StopIteration("manual")

print(list(broken()))
