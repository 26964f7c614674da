# asyncio.TaskGroup: waiting for the group, the first failure cancelling the rest and the owner's
# block, failures raised as an ExceptionGroup, the block's own exception, misuse, cancellation
# from outside, nested groups.
import asyncio

async def work(name, delay, fail=None):
    try:
        await asyncio.sleep(delay)
        if fail:
            raise fail
        print("done", name)
        return name
    except asyncio.CancelledError:
        print("cancelled", name)
        raise

async def main():
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(work("a", 0.1))
        t2 = tg.create_task(work("b", 0.2))
        print(repr(tg))
    print("results", t1.result(), t2.result(), repr(tg))
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work("c", 0.1, ValueError("bad c")))
            tg.create_task(work("d", 0.5))
            tg.create_task(work("e", 0.1, TypeError("bad e")))
            await asyncio.sleep(1)
            print("not reached")
    except* ValueError as eg:
        print("values", eg.exceptions)
    except* TypeError as eg:
        print("types", eg.exceptions)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work("f", 0.2))
            raise KeyError("body")
    except BaseExceptionGroup as eg:
        print(type(eg).__name__, eg.message, eg.exceptions)
    tg = asyncio.TaskGroup()
    c = work("g", 0)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print(e)
        c.close()
    async with tg:
        pass
    c = work("h", 0)
    try:
        tg.create_task(c)
    except RuntimeError as e:
        print(e)
        c.close()
    # the owner cancelled from outside while waiting
    async def owner():
        async with asyncio.TaskGroup() as tg:
            tg.create_task(work("i", 5))
    t = asyncio.create_task(owner())
    await asyncio.sleep(0.1)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("owner cancelled", t.cancelled())
    async def nested():
        async with asyncio.TaskGroup() as outer:
            async def inner_group():
                async with asyncio.TaskGroup() as inner:
                    inner.create_task(work("j", 0.1, RuntimeError("deep")))
            outer.create_task(inner_group())
            outer.create_task(work("k", 1))
    try:
        await nested()
    except ExceptionGroup as eg:
        print("nested", eg, [type(x).__name__ for x in eg.exceptions], eg.exceptions[0].exceptions)

asyncio.run(main())
