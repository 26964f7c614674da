import asyncio
async def fetch(name, delay):
    print(f"start {name}")
    await asyncio.sleep(delay)
    print(f"done {name}")
    return name.upper()
async def failing():
    await asyncio.sleep(0.01)
    raise ValueError("fetch failed")
async def main():
    results = await asyncio.gather(fetch("a", 0.03), fetch("b", 0.01), fetch("c", 0.02))
    print(results)
    r = await asyncio.gather(fetch("x", 0), failing(), return_exceptions=True)
    print(r)
    try:
        await asyncio.wait_for(asyncio.sleep(1), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")
    t = asyncio.create_task(fetch("task", 0.01))
    print(t.done())
    print(await t, t.done(), t.result())
    q = asyncio.Queue()
    async def producer():
        for i in range(3):
            await q.put(i)
        await q.put(None)
    async def consumer():
        out = []
        while (item := await q.get()) is not None:
            out.append(item * 10)
        return out
    _, got = await asyncio.gather(producer(), consumer())
    print(got)
    async def agen(n):
        for i in range(n):
            await asyncio.sleep(0)
            yield i
    print([i async for i in agen(4)])
    lock = asyncio.Lock()
    async with lock:
        print("locked", lock.locked())
    t2 = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError:
        print("cancelled", t2.cancelled())
    return "main done"
print(asyncio.run(main()))
async def coro(): return 5
c = coro()
print(type(c).__name__)
try:
    c.send(None)
except StopIteration as e:
    print("value", e.value)
