import asyncio
async def worker(name, n, log):
    for i in range(n):
        log.append(f"{name}{i}")
        await asyncio.sleep(0)
    return f"{name} done"
async def failing():
    await asyncio.sleep(0)
    raise ValueError("async boom")
async def main():
    log = []
    res = await asyncio.gather(worker("a", 3, log), worker("b", 2, log))
    print(res, log)
    res2 = await asyncio.gather(worker("c", 1, []), failing(), return_exceptions=True)
    print([repr(r) for r in res2])
    t = asyncio.create_task(worker("t", 2, log))
    print(t.done())
    print(await t, t.done(), t.result())
    q = asyncio.Queue()
    async def producer():
        for i in range(4):
            await q.put(i)
        await q.put(None)
    async def consumer():
        got = []
        while (item := await q.get()) is not None:
            got.append(item * 10)
        return got
    _, got = await asyncio.gather(producer(), consumer())
    print(got)
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")
    lock = asyncio.Lock()
    shared = []
    async def crit(i):
        async with lock:
            shared.append(i)
            await asyncio.sleep(0)
            shared.append(-i)
    await asyncio.gather(*(crit(i) for i in range(1, 4)))
    print(shared)
    async def agen(n):
        for i in range(n):
            await asyncio.sleep(0)
            yield i * i
    print([x async for x in agen(5)])
    class ACM:
        async def __aenter__(self):
            print("aenter")
            return self
        async def __aexit__(self, *a):
            print("aexit", a[0])
    async with ACM():
        print("in body")
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return "event seen"
    wt = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    ev.set()
    print(await wt)
    task = asyncio.create_task(asyncio.sleep(5))
    await asyncio.sleep(0)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled", task.cancelled())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(worker("g", 1, []))
            tg.create_task(failing())
    except* ValueError as eg:
        print("taskgroup:", [str(e) for e in eg.exceptions])
    return "main result"
print(asyncio.run(main()))
async def compute(x):
    return x * 2
print(asyncio.run(compute(21)), asyncio.iscoroutinefunction(compute))
