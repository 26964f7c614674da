import asyncio
import random


class RateLimiter:
    def __init__(self, n):
        self.sem = asyncio.Semaphore(n)
        self.active = 0
        self.peak = 0

    async def __aenter__(self):
        await self.sem.acquire()
        self.active += 1
        self.peak = max(self.peak, self.active)
        return self

    async def __aexit__(self, *exc):
        self.active -= 1
        self.sem.release()
        return False


async def fetch(url, limiter, delays):
    async with limiter:
        await asyncio.sleep(delays[url])
        if "bad" in url:
            raise ConnectionError(f"failed {url}")
        return f"<{url}:{len(url)}>"


async def ticker(n, delay):
    for i in range(n):
        yield i
        await asyncio.sleep(delay)


async def squares(agen):
    async for x in agen:
        yield x * x


class AsyncRange:
    def __init__(self, n):
        self.n = n
        self.i = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0)
        return self.i


async def worker(name, queue, results):
    while True:
        job = await queue.get()
        try:
            await asyncio.sleep(job * 0.001)
            results.append((job, name))
        finally:
            queue.task_done()


async def main():
    rng = random.Random(1)
    urls = [f"site{i}.com" for i in range(6)] + ["bad.com"]
    delays = {u: rng.uniform(0.001, 0.01) for u in urls}
    limiter = RateLimiter(2)
    results = await asyncio.gather(*(fetch(u, limiter, delays) for u in urls), return_exceptions=True)
    for u, r in zip(urls, results):
        print(u, "->", r if not isinstance(r, Exception) else f"{type(r).__name__}: {r}")
    print("peak concurrency", limiter.peak)

    print([x async for x in squares(ticker(5, 0.001))])
    print([x async for x in AsyncRange(3)], [x async for x in AsyncRange(5) if x % 2])

    queue = asyncio.Queue()
    results = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, results)) for i in range(3)]
    for job in [5, 1, 3, 2, 4, 1]:
        queue.put_nowait(job)
    await queue.join()
    for w in workers:
        w.cancel()
    gathered = await asyncio.gather(*workers, return_exceptions=True)
    print(sorted(j for j, _ in results), [type(g).__name__ for g in gathered])

    async def step(name, n):
        for i in range(n):
            print(f"  {name} step {i}")
            await asyncio.sleep(0)
        return name

    r = await asyncio.gather(step("A", 2), step("B", 3))
    print(r)

    try:
        async with asyncio.timeout(0.01):
            await asyncio.sleep(1)
    except TimeoutError:
        print("timeout context fired")

    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(step("T1", 1))
        t2 = tg.create_task(step("T2", 1))
    print(t1.result(), t2.result())

    async def boom():
        await asyncio.sleep(0)
        raise ValueError("boom in group")

    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(boom())
            tg.create_task(asyncio.sleep(1))
    except* ValueError as eg:
        print("group failed:", [str(e) for e in eg.exceptions])

    done, pending = await asyncio.wait([asyncio.create_task(asyncio.sleep(d, result=d)) for d in (0.001, 0.05)],
                                       return_when=asyncio.FIRST_COMPLETED)
    print([t.result() for t in done], len(pending))
    for t in pending:
        t.cancel()
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, "future value")
    print(await fut)
    print(await asyncio.shield(asyncio.sleep(0, result="shielded")))
    return "done"


print(asyncio.run(main()))
print(asyncio.iscoroutinefunction(main), asyncio.iscoroutine(main()) if False else "")
