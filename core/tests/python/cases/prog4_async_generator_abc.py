# collections.abc.AsyncGenerator and the coroutine ABCs on native async objects
from collections.abc import AsyncGenerator, AsyncIterator, AsyncIterable, Coroutine, Generator, Awaitable
import asyncio
async def ticker(n):
    for i in range(n):
        got = yield i
        if got:
            print("  got", got)
async def plain(): return 1
class Countdown(AsyncGenerator):
    def __init__(self, n): self.n = n
    async def asend(self, value):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n
    async def athrow(self, typ, val=None, tb=None):
        print("  athrow", typ.__name__)
        raise StopAsyncIteration
async def main():
    ag = ticker(3)
    print(isinstance(ag, AsyncGenerator), isinstance(ag, AsyncIterator), isinstance(ag, Generator))
    print(await ag.__anext__(), await ag.asend("hello"), [x async for x in ag])
    c = plain()
    print(isinstance(c, Coroutine), isinstance(c, Awaitable), isinstance(c, AsyncGenerator), await c)
    cd = Countdown(3)
    print([x async for x in cd], isinstance(cd, AsyncIterable), issubclass(Countdown, AsyncIterator))
    cd2 = Countdown(5)
    print(await cd2.__anext__())
    await cd2.aclose()
    try:
        class Half(AsyncGenerator):
            async def asend(self, v): return v
        Half()
    except TypeError as e:
        print("TypeError:", e)
    print(AsyncGenerator.__abstractmethods__ == frozenset({"asend", "athrow"}), AsyncGenerator.__mro__[1].__name__)
asyncio.run(main())
