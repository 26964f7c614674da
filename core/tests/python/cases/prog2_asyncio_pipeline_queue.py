"""An asyncio ETL pipeline: producer -> transform workers -> sink via bounded queues."""
import asyncio

LOG = []


def log(msg):
    LOG.append(msg)
    print(msg)


async def producer(q, records):
    for r in records:
        await q.put(r)
        log(f"produced {r['id']}")
    for _ in range(2):
        await q.put(None)


async def transformer(name, inq, outq):
    handled = 0
    while True:
        item = await inq.get()
        try:
            if item is None:
                await outq.put(None)
                return handled
            for _ in range(item["cost"]):
                await asyncio.sleep(0)
            if item["value"] < 0:
                raise ValueError(f"negative value in {item['id']}")
            await outq.put({"id": item["id"], "value": item["value"] * 2, "by": name})
            handled += 1
        except ValueError as e:
            log(f"{name} rejected: {e}")
        finally:
            inq.task_done()


async def sink(q, n_producers_done):
    results, done = [], 0
    while done < n_producers_done:
        item = await q.get()
        if item is None:
            done += 1
            continue
        results.append(item)
    return results


async def main():
    records = [{"id": f"r{i}", "value": v, "cost": c}
               for i, (v, c) in enumerate([(5, 3), (-1, 1), (7, 1), (2, 5), (9, 2), (-3, 1)])]
    inq, outq = asyncio.Queue(maxsize=2), asyncio.Queue()
    prod = asyncio.create_task(producer(inq, records))
    workers = [asyncio.create_task(transformer(f"w{i}", inq, outq), name=f"worker-{i}") for i in range(2)]
    snk = asyncio.create_task(sink(outq, 2))
    await prod
    counts = await asyncio.gather(*workers)
    results = await snk
    print("handled per worker sum:", sum(counts))
    for r in sorted(results, key=lambda r: r["id"]):
        print(r["id"], r["value"])
    print("total", sum(r["value"] for r in results))
    print([w.get_name() for w in workers], all(w.done() for w in workers))

    q = asyncio.Queue(maxsize=1)
    q.put_nowait(1)
    try:
        q.put_nowait(2)
    except asyncio.QueueFull:
        print("QueueFull", q.qsize(), q.full())
    q.get_nowait()
    try:
        q.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty", q.empty())
    try:
        await asyncio.wait_for(q.get(), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out waiting")

    pq = asyncio.PriorityQueue()
    for item in [(3, "low"), (1, "urgent"), (2, "normal")]:
        await pq.put(item)
    print([(await pq.get())[1] for _ in range(3)])
    lq = asyncio.LifoQueue()
    for i in range(3):
        lq.put_nowait(i)
    print([lq.get_nowait() for _ in range(3)])
    try:
        q.task_done()
        q.task_done()
    except ValueError as e:
        print("ValueError", e)


asyncio.run(main())
print(len(LOG) > 0)
