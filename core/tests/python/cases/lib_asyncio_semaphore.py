import asyncio

async def job(i, sem, log):
    async with sem:
        log.append(("start", i))
        await asyncio.sleep(0.1)
        log.append(("end", i))

async def main():
    sem = asyncio.Semaphore(2)
    log = []
    await asyncio.gather(*(job(i, sem, log) for i in range(4)))
    for entry in log:
        print(entry)

asyncio.run(main())
