import asyncio
async def worker(name, q, results):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            return f"{name} done"
        await asyncio.sleep(item / 100)
        results.append((name, item))
        q.task_done()
async def main():
    q = asyncio.Queue()
    results = []
    for i in [3, 1, 2, 5, 4]:
        q.put_nowait(i)
    ws = [asyncio.create_task(worker(f"w{i}", q, results)) for i in range(2)]
    for _ in ws:
        await q.put(None)
    await q.join()
    print(await asyncio.gather(*ws), sorted(results))
    async def fail(n):
        await asyncio.sleep(0.01 * n)
        raise ValueError(f"fail {n}")
    r = await asyncio.gather(fail(1), asyncio.sleep(0.01, "ok"), return_exceptions=True)
    print([repr(x) for x in r])
    try:
        await asyncio.wait_for(asyncio.sleep(1), timeout=0.01)
    except asyncio.TimeoutError as e:
        print("timeout", type(e).__name__)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(1))
            tg.create_task(asyncio.sleep(0.5))
    except* ValueError as eg:
        print("taskgroup", [str(e) for e in eg.exceptions])
    t = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled(), t.done())
    async def agen():
        for i in range(3):
            await asyncio.sleep(0)
            yield i
    print([x async for x in agen()])
    ev = asyncio.Event()
    async def setter():
        await asyncio.sleep(0.01); ev.set()
    asyncio.create_task(setter())
    await ev.wait(); print("event", ev.is_set())
    lock = asyncio.Lock()
    order = []
    async def crit(n):
        async with lock:
            order.append(n); await asyncio.sleep(0.001); order.append(-n)
    await asyncio.gather(*(crit(i) for i in (1, 2, 3)))
    print(order)
    sem = asyncio.Semaphore(2)
    active = [0, 0]
    async def lim(i):
        async with sem:
            active[0] += 1; active[1] = max(active[1], active[0])
            await asyncio.sleep(0.01); active[0] -= 1
    await asyncio.gather(*(lim(i) for i in range(5)))
    print("max concurrent", active[1])
    done, pending = await asyncio.wait([asyncio.create_task(asyncio.sleep(d, d)) for d in (0.01, 0.5)], return_when=asyncio.FIRST_COMPLETED)
    print([t.result() for t in done], len(pending))
    for p in pending: p.cancel()
    for coro in asyncio.as_completed([asyncio.sleep(0.02, "b"), asyncio.sleep(0.01, "a")]):
        print(await coro)
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 42)
    print(await fut)
    print(await asyncio.shield(asyncio.sleep(0, "sh")))
asyncio.run(main())
