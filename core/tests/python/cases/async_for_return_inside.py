class Ticks:
    def __init__(self):
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        self.i += 1
        return self.i

async def first_over(limit):
    async for t in Ticks():
        if t > limit:
            return t
    return None

async def main():
    return [await first_over(3), await first_over(7)]

try:
    main().send(None)
except StopIteration as e:
    print(e.value)
