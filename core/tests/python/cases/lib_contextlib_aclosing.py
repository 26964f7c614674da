import asyncio
from contextlib import aclosing, AsyncContextDecorator, AbstractAsyncContextManager, chdir
from contextlib import AbstractContextManager


async def ticker(n):
    try:
        for i in range(n):
            yield i
    finally:
        print("ticker closed")


class Timer(AsyncContextDecorator):
    async def __aenter__(self):
        print("start")
        return self

    async def __aexit__(self, *exc):
        print("stop", exc[0])
        return False


@Timer()
async def job(x):
    print("job", x)
    return x + 1


class Mine(AbstractAsyncContextManager):
    async def __aexit__(self, *exc):
        print("Mine exit")


class Duck:
    async def __aenter__(self):
        return self

    async def __aexit__(self, *a):
        pass


async def main():
    async with aclosing(ticker(10)) as t:
        async for v in t:
            print(v)
            if v == 2:
                break
    print(await job(1))
    print(job.__name__)
    async with Mine() as m:
        print(type(m).__name__)
    print(issubclass(Duck, AbstractAsyncContextManager), issubclass(int, AbstractAsyncContextManager))
    print(isinstance(chdir("."), AbstractContextManager))
    try:
        async with Timer():
            raise ZeroDivisionError
    except ZeroDivisionError:
        print("zde")
    async with aclosing(42):
        pass


asyncio.run(main())
