def inner(n):
    for i in range(n):
        yield 10 // (2 - i)

def outer():
    yield "start"
    yield from inner(3)
    yield "end"

for v in outer():
    print(v)
