import asyncio

async def slow(log):
    try:
        await asyncio.sleep(10)
        return "slow done"
    except asyncio.CancelledError:
        log.append("slow cancelled")
        raise

async def quick():
    await asyncio.sleep(0.1)
    return "quick done"

async def main():
    log = []
    print(await asyncio.wait_for(quick(), timeout=1))
    try:
        await asyncio.wait_for(slow(log), timeout=0.5)
    except asyncio.TimeoutError:
        print("timed out", log)
    print(issubclass(asyncio.TimeoutError, Exception))
    print(await asyncio.wait_for(quick(), None))

asyncio.run(main())
