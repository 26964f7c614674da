# A simulated async web crawler: bounded concurrency with a Semaphore, retries, timeouts, TaskGroup.
import asyncio
from dataclasses import dataclass, field

PAGES = {
    "/": (0.03, ["/about", "/blog", "/shop"]),
    "/about": (0.01, ["/", "/team"]),
    "/blog": (0.05, ["/blog/1", "/blog/2", "/missing"]),
    "/shop": (0.50, ["/cart"]),           # too slow: times out
    "/team": (0.02, []),
    "/blog/1": (0.01, ["/blog/2"]),
    "/blog/2": (0.02, ["/flaky"]),
    "/flaky": (0.01, ["/"]),
}

class NotFound(Exception):
    pass

@dataclass
class Stats:
    fetched: list = field(default_factory=list)
    failed: dict = field(default_factory=dict)
    attempts: dict = field(default_factory=dict)
    peak: int = 0
    active: int = 0

async def fetch(url, stats):
    stats.attempts[url] = stats.attempts.get(url, 0) + 1
    if url not in PAGES:
        await asyncio.sleep(0.005)
        raise NotFound(url)
    delay, links = PAGES[url]
    if url == "/flaky" and stats.attempts[url] < 3:
        await asyncio.sleep(delay)
        raise ConnectionError(f"reset while reading {url}")
    await asyncio.sleep(delay)
    return links

async def fetch_with_retry(url, stats, sem, retries=3):
    async with sem:
        stats.active += 1
        stats.peak = max(stats.peak, stats.active)
        try:
            for attempt in range(1, retries + 1):
                try:
                    return await asyncio.wait_for(fetch(url, stats), timeout=0.2)
                except ConnectionError as e:
                    if attempt == retries:
                        raise
                    await asyncio.sleep(0.001 * attempt)
        finally:
            stats.active -= 1

async def crawl(start, limit=2):
    stats = Stats()
    sem = asyncio.Semaphore(limit)
    seen = {start}
    frontier = [start]
    depth = 0
    while frontier:
        results = await asyncio.gather(*(fetch_with_retry(u, stats, sem) for u in frontier),
                                       return_exceptions=True)
        nxt = []
        for url, res in zip(frontier, results):
            if isinstance(res, BaseException):
                stats.failed[url] = type(res).__name__
                continue
            stats.fetched.append((depth, url))
            for link in res:
                if link not in seen:
                    seen.add(link)
                    nxt.append(link)
        frontier = sorted(nxt)
        depth += 1
    return stats

async def main():
    stats = await crawl("/")
    for depth, url in stats.fetched:
        print(f"{'  ' * depth}{url}")
    print("failed:", dict(sorted(stats.failed.items())))
    print("retried:", {u: n for u, n in sorted(stats.attempts.items()) if n > 1})
    print("peak concurrency:", stats.peak)

    async def job(name, delay, fail=False):
        await asyncio.sleep(delay)
        if fail:
            raise ValueError(f"{name} failed")
        return name.upper()

    try:
        async with asyncio.TaskGroup() as tg:
            a = tg.create_task(job("a", 0.01))
            b = tg.create_task(job("b", 0.02, fail=True))
            c = tg.create_task(job("c", 1.0))
    except* ValueError as eg:
        print("group:", [str(e) for e in eg.exceptions], a.result(), c.cancelled())

    q = asyncio.Queue(maxsize=2)
    produced, consumed = [], []
    async def producer():
        for i in range(5):
            await q.put(i)
            produced.append(i)
        await q.put(None)
    async def consumer():
        while (item := await q.get()) is not None:
            consumed.append(item * 10)
            await asyncio.sleep(0.001)
    await asyncio.gather(producer(), consumer())
    print(produced, consumed, q.empty())
    ev = asyncio.Event()
    async def waiter(n):
        await ev.wait()
        return n
    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    ev.set()
    print(await asyncio.gather(*tasks), ev.is_set())

asyncio.run(main())
