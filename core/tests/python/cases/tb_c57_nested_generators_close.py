def numbers():
    yield 1
    yield 2
    yield 3

def doubled(gen):
    for n in gen:
        yield n * 2

def inverted(gen):
    for n in gen:
        yield 12 / (n - 4)

print(list(inverted(doubled(numbers()))))
