"""Fetching from flaky fake services with asyncio: gather, wait_for, shield, cancellation, semaphores."""
import asyncio


class ServiceError(Exception):
    pass


async def fetch(name, delay, fail=False):
    await asyncio.sleep(delay)
    if fail:
        raise ServiceError(f"{name} is down")
    return f"{name}:ok"


async def guarded(sem, name, delay, active, peak):
    async with sem:
        active[0] += 1
        peak[0] = max(peak[0], active[0])
        try:
            return await fetch(name, delay)
        finally:
            active[0] -= 1


async def main():
    results = await asyncio.gather(fetch("users", 0.04), fetch("orders", 0.02, fail=True),
                                   fetch("stock", 0), return_exceptions=True)
    for r in results:
        print(type(r).__name__, r)
    try:
        await asyncio.gather(fetch("a", 0.001), fetch("b", 0.002, fail=True))
    except ServiceError as e:
        print("gather raised", e)

    try:
        await asyncio.wait_for(fetch("slow", 1.0), timeout=0.01)
    except asyncio.TimeoutError:
        print("slow timed out")
    print(await asyncio.wait_for(fetch("quick", 0.001), timeout=1))

    task = asyncio.create_task(fetch("long", 5))
    await asyncio.sleep(0.001)
    task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        print("cancelled:", task.cancelled())

    sem = asyncio.Semaphore(2)
    active, peak = [0], [0]
    out = await asyncio.gather(*(guarded(sem, f"job{i}", 0.01 * (i % 3), active, peak) for i in range(6)))
    print(out, "peak", peak[0])

    tasks = [asyncio.create_task(fetch(n, d)) for n, d in [("x", 0.3), ("y", 0), ("z", 0.06)]]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)

    order = []
    for coro in asyncio.as_completed([fetch("c", 0.08), fetch("a", 0), fetch("b", 0.04)]):
        order.append(await coro)
    print(order)

    ev = asyncio.Event()

    async def waiter(i):
        await ev.wait()
        return i * 10

    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    print("set?", ev.is_set())
    ev.set()
    print(await asyncio.gather(*ws))

    lock = asyncio.Lock()
    shared = []

    async def append_pair(tag):
        async with lock:
            shared.append(tag + "1")
            await asyncio.sleep(0.001)
            shared.append(tag + "2")

    await asyncio.gather(append_pair("a"), append_pair("b"))
    print(shared)

    fut = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_soon(fut.set_result, 42)
    print(await fut)
    try:
        fut.set_result(1)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    return "done"


print(asyncio.run(main()))
try:
    asyncio.run(fetch("boom", 0, fail=True))
except ServiceError as e:
    print("ServiceError", e)
