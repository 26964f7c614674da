import asyncio

async def work(name, delay, log):
    log.append(("start", name))
    await asyncio.sleep(delay)
    log.append(("end", name))
    return name.upper()

async def main():
    log = []
    results = await asyncio.gather(work("a", 0.3, log), work("b", 0.1, log), work("c", 0.2, log))
    print(results)
    print(log)
    print(await asyncio.gather())

asyncio.run(main())
