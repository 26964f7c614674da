async def compute(x):
    return x + 1

class Wrapped:
    def __init__(self, coro):
        self.coro = coro
    def __await__(self):
        return self.coro.__await__()

async def main():
    a = await Wrapped(compute(1))
    b = await Wrapped(compute(a))
    return a, b

c = main()
try:
    c.send(None)
except StopIteration as e:
    print(e.value)
