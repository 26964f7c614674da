import asyncio

async def critical(name, lock, log):
    async with lock:
        log.append(name + " in")
        await asyncio.sleep(0.1)
        log.append(name + " out")

async def main():
    lock = asyncio.Lock()
    log = []
    await asyncio.gather(critical("a", lock, log), critical("b", lock, log), critical("c", lock, log))
    print(log)
    print(lock.locked())
    await lock.acquire()
    print(lock.locked())
    lock.release()
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError:", e)

asyncio.run(main())
