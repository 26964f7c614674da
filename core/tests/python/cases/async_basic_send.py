async def f(x):
    return x * 2

c = f(21)
print(type(c))
print(type(c).__name__)
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value)
print(f.__name__, f.__qualname__)
