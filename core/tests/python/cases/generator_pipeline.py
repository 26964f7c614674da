def numbers():
    for i in range(10):
        yield i
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
def squared(xs):
    for x in xs:
        yield x * x
print(list(squared(evens(numbers()))))
