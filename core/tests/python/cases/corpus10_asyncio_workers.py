import asyncio

async def worker(name, q, results):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            print(f"{name} exits")
            return name
        await asyncio.sleep(0)
        results.append((name, item))
        print(f"{name} did {item}")
        q.task_done()

async def ticker(n):
    for i in range(n):
        print("tick", i)
        await asyncio.sleep(0)
    return "ticked"

async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * i

class AsyncRes:
    async def __aenter__(self):
        print("aenter")
        return self
    async def __aexit__(self, *exc):
        print("aexit", exc[0].__name__ if exc[0] else None)
        return True

async def fails():
    await asyncio.sleep(0)
    raise ValueError("bad task")

async def slow():
    await asyncio.sleep(10)

async def main():
    q = asyncio.Queue()
    results = []
    workers = [asyncio.create_task(worker(f"w{i}", q, results)) for i in range(3)]
    for item in [5, 1, 3, 2, 4, 1]:
        q.put_nowait(item)
    for _ in workers:
        q.put_nowait(None)
    await q.join()
    names = await asyncio.gather(*workers)
    print(names, sorted(results))
    r = await asyncio.gather(ticker(3), ticker(2))
    print(r)
    print([x async for x in agen(4)])
    async with AsyncRes() as res:
        raise KeyError("swallowed")
    out = await asyncio.gather(fails(), ticker(1), return_exceptions=True)
    print([repr(o) for o in out])
    try:
        await asyncio.wait_for(slow(), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled(), t.done())
    ev = asyncio.Event()
    async def waiter():
        print("waiting")
        await ev.wait()
        print("event set")
    wt = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    ev.set()
    await wt
    lock = asyncio.Lock()
    order = []
    async def crit(i):
        async with lock:
            order.append(("in", i))
            await asyncio.sleep(0)
            order.append(("out", i))
    await asyncio.gather(*(crit(i) for i in range(3)))
    print(order)
    done, pending = await asyncio.wait([asyncio.create_task(ticker(1)), asyncio.create_task(asyncio.sleep(0.005, result="z"))])
    print(len(done), len(pending), sorted(str(d.result()) for d in done))
    sem = asyncio.Semaphore(2)
    active = []
    async def limited(i):
        async with sem:
            active.append(i)
            print("active", len(active), i)
            await asyncio.sleep(0)
            active.remove(i)
    await asyncio.gather(*(limited(i) for i in range(5)))
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 99)
    print(await fut)
    return "main done"

print(asyncio.run(main()))
