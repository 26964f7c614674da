import asyncio

async def waiter(name, ev, log):
    log.append(name + " waiting")
    await ev.wait()
    log.append(name + " released")

async def main():
    ev = asyncio.Event()
    log = []
    tasks = [asyncio.create_task(waiter(n, ev, log)) for n in "ab"]
    await asyncio.sleep(0.1)
    print(ev.is_set(), log)
    ev.set()
    await asyncio.gather(*tasks)
    print(ev.is_set(), log)
    ev.clear()
    print(ev.is_set())
    print(await ev.wait() if ev.is_set() else "not set")

asyncio.run(main())
