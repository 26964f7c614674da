# asyncio order-processing pipeline: TaskGroup, Queue, timeouts, cancellation, gather with exceptions
import asyncio

async def fetch_price(sku, delay):
    await asyncio.sleep(delay)
    if sku.startswith("X"):
        raise LookupError(f"unknown sku {sku}")
    return len(sku) * 1.25

async def producer(q, orders):
    for o in orders:
        await q.put(o)
        print(f"  queued {o}")
    for _ in range(2):
        await q.put(None)

async def worker(name, q, results):
    while True:
        o = await q.get()
        try:
            if o is None:
                return f"{name} done"
            try:
                price = await asyncio.wait_for(fetch_price(o, 0.1 * len(o)), timeout=0.35)
                results.append((o, price, name))
            except asyncio.TimeoutError:
                results.append((o, "timeout", name))
            except LookupError as e:
                results.append((o, str(e), name))
        finally:
            q.task_done()

async def main():
    q = asyncio.Queue(maxsize=2)
    results = []
    async with asyncio.TaskGroup() as tg:
        tg.create_task(producer(q, ["ab", "XY", "abcd", "a", "abc"]))
        w1 = tg.create_task(worker("w1", q, results))
        w2 = tg.create_task(worker("w2", q, results))
    print(w1.result(), w2.result(), q.empty())
    for r in sorted(results, key=lambda r: r[0]):
        print(r[:2])
    out = await asyncio.gather(fetch_price("aa", 0.2), fetch_price("X1", 0.1), fetch_price("b", 0), return_exceptions=True)
    print([type(x).__name__ if isinstance(x, Exception) else x for x in out])
    try:
        await asyncio.gather(fetch_price("X2", 0), fetch_price("ok", 0.1))
    except LookupError as e:
        print("gather raised", e)
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fetch_price("X3", 0.1))
            tg.create_task(fetch_price("X4", 0.2))
            tg.create_task(fetch_price("slow", 5))
    except* LookupError as eg:
        print("group:", sorted(str(e) for e in eg.exceptions))
    task = asyncio.create_task(fetch_price("long", 10), name="longjob")
    await asyncio.sleep(0.1)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled", task.get_name(), task.cancelled(), task.done())
    async with asyncio.timeout(0.5) as cm:
        await asyncio.sleep(0.1)
    print("timeout not hit", cm.expired())
    try:
        async with asyncio.timeout(0.2):
            await asyncio.sleep(1)
    except TimeoutError:
        print("timed out block")
    done, pending = await asyncio.wait([asyncio.create_task(fetch_price("q" * i, i * 0.1)) for i in (3, 1, 2)], return_when=asyncio.FIRST_COMPLETED)
    print(len(done), len(pending), [t.result() for t in done])
    for t in pending:
        t.cancel()
    results = []
    for coro in asyncio.as_completed([fetch_price("ccc", 0.3), fetch_price("a", 0.1), fetch_price("bb", 0.2)]):
        results.append(await coro)
    print(results)
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_later(0.1, fut.set_result, "future value")
    print(await fut, fut.done())
    ev = asyncio.Event()
    async def waiter():
        await ev.wait(); return "event seen"
    wt = asyncio.create_task(waiter())
    await asyncio.sleep(0); ev.set()
    print(await wt)
    sem = asyncio.Semaphore(2)
    active = []
    async def limited(i):
        async with sem:
            active.append(i)
            peak = len(active)
            await asyncio.sleep(0.1)
            active.remove(i)
            return peak
    print(max(await asyncio.gather(*(limited(i) for i in range(5)))))
asyncio.run(main())
