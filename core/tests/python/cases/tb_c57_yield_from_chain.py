def inner(n):
    for i in range(n):
        yield 10 // (n - i - 1)

def middle(n):
    yield "start"
    yield from inner(n)
    yield "end"

print(list(middle(1)))
print(list(middle(3)))
