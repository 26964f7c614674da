import asyncio

async def compute(x):
    await asyncio.sleep(0.01)
    return x * x

async def main():
    t = asyncio.create_task(compute(7))
    print(t.done())
    r = await t
    print(r, t.done(), t.result(), t.cancelled())
    seen = []
    t2 = asyncio.create_task(compute(3), name="sq3")
    t2.add_done_callback(lambda fut: seen.append(fut.result()))
    print(t2.get_name())
    await t2
    await asyncio.sleep(0)
    print(seen)
    print(isinstance(t2, asyncio.Future), isinstance(t2, asyncio.Task))

asyncio.run(main())
