import asyncio
from collections import defaultdict


class EventBus:
    def __init__(self):
        self.handlers = defaultdict(list)
        self.log = []

    def on(self, event):
        def register(fn):
            self.handlers[event].append(fn)
            return fn
        return register

    async def emit(self, event, **payload):
        self.log.append(event)
        handlers = self.handlers.get(event, [])
        if not handlers:
            return []
        results = await asyncio.gather(*(h(**payload) for h in handlers), return_exceptions=True)
        return results


bus = EventBus()
order = []


@bus.on("order")
async def charge(item, qty):
    await asyncio.sleep(0.02)
    order.append(f"charged {item}x{qty}")
    return qty * 10


@bus.on("order")
async def ship(item, qty):
    await asyncio.sleep(0.01)
    order.append(f"shipped {item}")
    if qty > 5:
        raise RuntimeError(f"cannot ship {qty} {item}s")
    return "ok"


@bus.on("tick")
async def tick(n):
    return n * n


async def producer(queue, n):
    for i in range(n):
        await queue.put(i)
        await asyncio.sleep(0)
    await queue.put(None)


async def consumer(name, queue, seen):
    while True:
        item = await queue.get()
        if item is None:
            queue.task_done()
            await queue.put(None)
            break
        seen.append((name, item))
        queue.task_done()
        await asyncio.sleep(0)


async def slow(n):
    await asyncio.sleep(n)
    return n


async def main():
    print(await bus.emit("order", item="book", qty=2))
    res = await bus.emit("order", item="chair", qty=9)
    print([type(r).__name__ if isinstance(r, Exception) else r for r in res])
    print(res[1])
    print(await bus.emit("nothing"))
    print(await asyncio.gather(*(bus.emit("tick", n=i) for i in range(4))))
    print(order)

    q = asyncio.Queue(maxsize=2)
    seen = []
    await asyncio.gather(producer(q, 6), consumer("a", q, seen), consumer("b", q, seen))
    print(sorted(i for _, i in seen))

    try:
        await asyncio.wait_for(slow(1), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out")

    t = asyncio.create_task(slow(5))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("cancelled", t.cancelled())

    done = []
    for coro in asyncio.as_completed([slow(0.03), slow(0.01), slow(0.02)]):
        done.append(await coro)
    print(done)

    lock = asyncio.Lock()
    counter = 0

    async def bump():
        nonlocal counter
        async with lock:
            v = counter
            await asyncio.sleep(0)
            counter = v + 1

    await asyncio.gather(*(bump() for _ in range(10)))
    print("counter", counter)

    ev = asyncio.Event()

    async def waiter(i):
        await ev.wait()
        return i

    tasks = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print(any(t.done() for t in tasks))
    ev.set()
    print(await asyncio.gather(*tasks))
    return bus.log


print(asyncio.run(main()))
