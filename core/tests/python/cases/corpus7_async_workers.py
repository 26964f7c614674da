import asyncio

log = []

async def worker(name, q, results):
    while True:
        item = await q.get()
        if item is None:
            q.task_done()
            log.append(f"{name} stop")
            return name
        await asyncio.sleep(item / 100)
        results.append((name, item, item * item))
        log.append(f"{name} did {item}")
        q.task_done()

async def produce(q, items, n_workers):
    for it in items:
        await q.put(it)
    for _ in range(n_workers):
        await q.put(None)

async def fetch(i):
    await asyncio.sleep(0.01 * (5 - i))
    if i == 3:
        raise ValueError(f"fetch {i} failed")
    return f"data{i}"

async def slow():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        log.append("slow cancelled")
        raise

async def ticker(n):
    for i in range(n):
        yield i
        await asyncio.sleep(0)

async def main():
    q = asyncio.Queue()
    results = []
    workers = [asyncio.create_task(worker(f"w{i}", q, results)) for i in range(3)]
    await produce(q, [5, 1, 3, 2, 4, 1], 3)
    await q.join()
    names = await asyncio.gather(*workers)
    print(names, sorted(results))
    print(await asyncio.gather(*(fetch(i) for i in range(5)), return_exceptions=True))
    try:
        await asyncio.gather(fetch(3), fetch(1))
    except ValueError as e:
        print("gather raised", e)
    t = asyncio.create_task(slow())
    await asyncio.sleep(0.01)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("task cancelled:", t.cancelled())
    try:
        await asyncio.wait_for(asyncio.sleep(5), timeout=0.05)
    except asyncio.TimeoutError:
        print("timed out")
    print([i async for i in ticker(4)])
    done_order = []
    async def mark(n, d):
        await asyncio.sleep(d)
        done_order.append(n)
        return n
    for coro in asyncio.as_completed([mark("a", 0.03), mark("b", 0.01), mark("c", 0.02)]):
        print("completed", await coro)
    print(done_order)
    lock = asyncio.Lock()
    counter = 0
    async def inc():
        nonlocal counter
        async with lock:
            v = counter
            await asyncio.sleep(0)
            counter = v + 1
    await asyncio.gather(*(inc() for _ in range(10)))
    print("counter", counter)
    ev = asyncio.Event()
    async def waiter():
        await ev.wait()
        return "woke"
    wt = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    print(wt.done())
    ev.set()
    print(await wt)
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(mark("x", 0.01))
        t2 = tg.create_task(mark("y", 0))
    print(t1.result(), t2.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fetch(3))
            tg.create_task(mark("z", 0.5))
    except* ValueError as eg:
        print("taskgroup:", [str(e) for e in eg.exceptions])
    return "main done"

print(asyncio.run(main()))
for line in log:
    print(line)
