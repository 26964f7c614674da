import asyncio
from collections import deque


class RateLimiter:
    def __init__(self, per_tick):
        self.per_tick = per_tick
        self.used = 0

    async def acquire(self, who, log):
        while self.used >= self.per_tick:
            log.append(f"{who} waits")
            await asyncio.sleep(0)
        self.used += 1

    def reset(self):
        self.used = 0


async def fetch(name, delay_ticks, log, fail=False):
    log.append(f"start {name}")
    for _ in range(delay_ticks):
        await asyncio.sleep(0)
    if fail:
        raise ConnectionError(f"{name} unreachable")
    log.append(f"done {name}")
    return name.upper()


async def producer(q, items):
    for i in items:
        await q.put(i)
    await q.put(None)


async def consumer(q, results):
    while (item := await q.get()) is not None:
        results.append(item * item)
        q.task_done()
    q.task_done()


async def countdown(name, n, out):
    try:
        while n:
            out.append(f"{name}:{n}")
            n -= 1
            await asyncio.sleep(0)
        return name
    except asyncio.CancelledError:
        out.append(f"{name} cancelled at {n}")
        raise


async def agen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i * 10


class Resource:
    def __init__(self, name, log):
        self.name, self.log = name, log

    async def __aenter__(self):
        self.log.append(f"open {self.name}")
        return self

    async def __aexit__(self, et, ev, tb):
        self.log.append(f"close {self.name} ({et.__name__ if et else 'ok'})")
        return et is KeyError


async def main():
    log = []
    results = await asyncio.gather(fetch("a", 2, log), fetch("b", 0, log), fetch("c", 1, log))
    print(results)
    print(log)
    log.clear()
    res = await asyncio.gather(fetch("x", 1, log), fetch("y", 0, log, fail=True), return_exceptions=True)
    print([repr(r) for r in res])
    try:
        await asyncio.gather(fetch("p", 0, log, fail=True), fetch("q", 3, log))
    except ConnectionError as e:
        print("gather raised:", e)

    q = asyncio.Queue(maxsize=2)
    out = []
    await asyncio.gather(producer(q, range(1, 7)), consumer(q, out))
    print(out, q.empty(), q.qsize())

    ticks = []
    t1 = asyncio.create_task(countdown("t1", 3, ticks))
    t2 = asyncio.create_task(countdown("t2", 10, ticks))
    print(await t1)
    await asyncio.sleep(0)
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError:
        print("t2 cancelled:", t2.cancelled(), t2.done())
    print(ticks)

    print([x async for x in agen(4)], [x async for x in agen(6) if x % 20 == 0])
    rlog = []
    async with Resource("db", rlog) as r:
        async with Resource("file", rlog):
            raise KeyError("swallowed")
    try:
        async with Resource("net", rlog):
            raise ValueError("propagates")
    except ValueError as e:
        rlog.append(f"caught {e}")
    print(rlog, r.name)

    try:
        await asyncio.wait_for(countdown("slow", 10 ** 9, []), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")

    lim = RateLimiter(2)
    llog = []

    async def job(i):
        await lim.acquire(f"j{i}", llog)
        llog.append(f"j{i} runs")

    tasks = [asyncio.create_task(job(i)) for i in range(4)]
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    lim.reset()
    await asyncio.gather(*tasks)
    print(llog)
    ev = asyncio.Event()
    seen = deque()

    async def waiter(k):
        await ev.wait()
        seen.append(k)

    ws = [asyncio.create_task(waiter(k)) for k in "abc"]
    await asyncio.sleep(0)
    print(ev.is_set(), list(seen))
    ev.set()
    await asyncio.gather(*ws)
    print(list(seen))
    return "main done"


print(asyncio.run(main()))
