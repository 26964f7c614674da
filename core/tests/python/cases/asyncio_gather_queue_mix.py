import asyncio

async def fetch(name, delay, results):
    await asyncio.sleep(delay)
    results.append(name)
    return f"{name}:{delay}"

async def worker(q, out):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            break
        out.append(item * 2)
        q.task_done()

async def main():
    results = []
    vals = await asyncio.gather(fetch("a", 0.3, results), fetch("b", 0.1, results), fetch("c", 0.2, results))
    print(vals, results)
    t = asyncio.create_task(fetch("d", 0.05, results))
    print(t.done(), await t, t.done(), t.result())
    try:
        await asyncio.wait_for(asyncio.sleep(5), timeout=0.1)
    except asyncio.TimeoutError:
        print("timed out")
    q = asyncio.Queue()
    out = []
    w = asyncio.create_task(worker(q, out))
    for i in range(4):
        await q.put(i)
    await q.put(None)
    await q.join()
    await w
    print(out)
    lock = asyncio.Lock()
    async with lock:
        print("locked", lock.locked())
    print(lock.locked())
    async def agen(n):
        for i in range(n):
            await asyncio.sleep(0)
            yield i * i
    print([x async for x in agen(4)])
    ev = asyncio.Event()
    async def setter():
        await asyncio.sleep(0.01); ev.set()
    asyncio.create_task(setter())
    await ev.wait()
    print("event", ev.is_set())
    async def boom():
        raise ValueError("async boom")
    r = await asyncio.gather(boom(), fetch("e", 0, results), return_exceptions=True)
    print(r)
    return "main done"

print(asyncio.run(main()))
print(asyncio.iscoroutinefunction(main), type(main()).__name__ if False else "skip")
