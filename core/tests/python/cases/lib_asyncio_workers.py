import asyncio

async def worker(name, q, results):
    while True:
        job = await q.get()
        await asyncio.sleep(job / 10)
        results.append((name, job))
        q.task_done()

async def main():
    q = asyncio.Queue()
    for job in [3, 1, 2, 5, 4]:
        q.put_nowait(job)
    results = []
    workers = [asyncio.create_task(worker(f"w{i}", q, results)) for i in range(2)]
    await q.join()
    for w in workers:
        w.cancel()
    r = await asyncio.gather(*workers, return_exceptions=True)
    print([type(x).__name__ for x in r])
    print(results)

asyncio.run(main())
