import asyncio

async def producer(q, name, items):
    for i in items:
        await asyncio.sleep(0.01 * i)
        await q.put((name, i))
        print(f"{name} produced {i}")
    await q.put((name, None))

async def consumer(q, n_producers):
    done, total = 0, 0
    while done < n_producers:
        name, item = await q.get()
        if item is None:
            done += 1
            continue
        total += item
        print(f"consumed {name}:{item} total={total}")
    return total

async def fetch(i):
    await asyncio.sleep(0.05 - i * 0.01)
    if i == 3:
        raise ValueError(f"bad item {i}")
    return i * i

async def main():
    q = asyncio.Queue(maxsize=2)
    results = await asyncio.gather(producer(q, "A", [1, 2, 3]), producer(q, "B", [2, 2]), consumer(q, 2))
    print("gather:", results)
    res = await asyncio.gather(*(fetch(i) for i in range(5)), return_exceptions=True)
    print([repr(r) for r in res])
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.1)
    except asyncio.TimeoutError:
        print("timed out")
    task = asyncio.create_task(fetch(1), name="job-1")
    print(task.get_name(), await task, task.done())
    async def agen(n):
        for i in range(n):
            await asyncio.sleep(0)
            yield i * 10
    print([x async for x in agen(4)])
    sem = asyncio.Semaphore(2)
    order = []
    async def limited(i):
        async with sem:
            order.append(f"start{i}")
            await asyncio.sleep(0.01)
            order.append(f"end{i}")
    await asyncio.gather(*(limited(i) for i in range(4)))
    print(order)
    t = asyncio.create_task(asyncio.sleep(5))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled())
    return "main done"

print(asyncio.run(main()))
