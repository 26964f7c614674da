import asyncio
from contextlib import asynccontextmanager, AbstractAsyncContextManager


@asynccontextmanager
async def resource(name, log):
    """Open a resource."""
    log.append("open " + name)
    try:
        yield name.upper()
    finally:
        log.append("close " + name)


@asynccontextmanager
async def swallow():
    try:
        yield
    except KeyError as e:
        print("swallowed", repr(e))


@asynccontextmanager
async def no_yield():
    if False:
        yield


@asynccontextmanager
async def two_yields():
    yield 1
    yield 2


async def main():
    log = []
    async with resource("db", log) as r:
        log.append("using " + r)
    print(log)
    print(resource.__name__, resource.__doc__)

    async with swallow():
        raise KeyError("k")
    print("after swallow")

    try:
        async with resource("x", log):
            raise ValueError("boom")
    except ValueError as e:
        print("propagated", e, log[-1])

    try:
        async with no_yield():
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)

    try:
        async with two_yields():
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)

    cm = resource("y", [])
    print(isinstance(cm, AbstractAsyncContextManager))

    @resource("deco", log)
    async def work(n):
        log.append("work %d" % n)
        return n * 2

    print(await work(3), await work(4))
    print(log[-6:])

    async with swallow():
        raise IndexError("not swallowed")


asyncio.run(main())
