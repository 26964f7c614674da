import asyncio
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager


@asynccontextmanager
async def acm(name):
    print("enter", name)
    yield name
    print("exit", name)


@contextmanager
def scm(name):
    print("enter sync", name)
    yield name
    print("exit sync", name)


class Plain:
    pass


async def main():
    async with AsyncExitStack() as stack:
        a = await stack.enter_async_context(acm("a"))
        b = stack.enter_context(scm("b"))
        stack.callback(print, "sync callback")

        async def acb(x):
            print("async callback", x)

        stack.push_async_callback(acb, 42)
        print("body", a, b)

    stack = AsyncExitStack()
    await stack.enter_async_context(acm("c"))
    moved = stack.pop_all()
    await stack.aclose()
    print("moved")
    await moved.aclose()

    async def suppressor(et, ev, tb):
        print("suppressing", et.__name__)
        return True

    async with AsyncExitStack() as stack:
        stack.push_async_exit(suppressor)
        raise KeyError("x")
    print("suppressed")

    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(acm("d"))
            raise ValueError("v")
    except ValueError as e:
        print("ValueError", e)

    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(Plain())
    except TypeError as e:
        print("TypeError:", e)

    async with AsyncExitStack() as stack:
        await stack.enter_async_context(scm("not async"))


asyncio.run(main())
