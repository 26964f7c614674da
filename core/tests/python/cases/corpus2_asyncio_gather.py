import asyncio
async def fetch(name, delay):
    print(f"start {name}")
    await asyncio.sleep(delay)
    print(f"done {name}")
    return name.upper()
async def main():
    r = await asyncio.gather(fetch("a", 0.02), fetch("b", 0.01), fetch("c", 0))
    print(r)
    t = asyncio.create_task(fetch("t", 0.01))
    print("task created", t.done())
    print(await t, t.done(), t.result())
    try:
        await asyncio.wait_for(asyncio.sleep(1), timeout=0.01)
    except asyncio.TimeoutError:
        print("timeout")
    q = asyncio.Queue()
    async def producer():
        for i in range(3):
            await q.put(i); await asyncio.sleep(0)
        await q.put(None)
    async def consumer():
        out = []
        while (item := await q.get()) is not None:
            out.append(item * 10)
        return out
    _, got = await asyncio.gather(producer(), consumer())
    print(got)
    async def agen():
        for i in range(3):
            yield i
            await asyncio.sleep(0)
    print([x async for x in agen()])
    lock = asyncio.Lock()
    async with lock: print("locked", lock.locked())
    res = await asyncio.gather(fail(), fetch("z", 0), return_exceptions=True)
    print(res)
    done, pending = await asyncio.wait([asyncio.create_task(fetch(n, 0)) for n in "xy"])
    print(sorted(t.result() for t in done), pending)
    sem = asyncio.Semaphore(2)
    async def limited(i):
        async with sem:
            await asyncio.sleep(0.001 * i); return i
    print(await asyncio.gather(*(limited(i) for i in range(4))))
    for coro in asyncio.as_completed([fetch("slow", 0.02), fetch("fast", 0.0)]):
        print("completed", await coro)
async def fail(): raise ValueError("boom")
asyncio.run(main())
print(asyncio.iscoroutinefunction(fetch), asyncio.run(fetch("last", 0)))
