# The builtins aiter and anext (with and without a default), and their refusals.
import asyncio


class Countdown:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


class BadAI:
    def __aiter__(self):
        return 5


async def agen():
    for i in range(3):
        yield i


async def main():
    it = aiter(agen())
    print(await anext(it), await anext(it))
    print(await anext(it, "d"), await anext(it, "done"))
    try:
        await anext(it)
    except StopAsyncIteration:
        print("StopAsyncIteration")
    c = Countdown(2)
    print(aiter(c) is c, await anext(c), await anext(c), await anext(c, None))
    print([x async for x in aiter(Countdown(3))])


asyncio.run(main())
for bad in [lambda: aiter(1), lambda: anext(1), lambda: aiter(BadAI()), lambda: aiter([]), lambda: anext(iter([]))]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
