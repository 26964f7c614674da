import asyncio

async def slow(log):
    try:
        await asyncio.sleep(5)
        log.append("finished")
    except asyncio.CancelledError:
        log.append("cancelled inside")
        raise

async def main():
    log = []
    try:
        async with asyncio.timeout(1):
            await slow(log)
    except TimeoutError:
        print("TimeoutError")
    except asyncio.TimeoutError:
        print("asyncio.TimeoutError")
    print(log)
    async with asyncio.timeout(10) as cm:
        await asyncio.sleep(1)
    print(cm.expired())
    async with asyncio.timeout(None) as cm2:
        await asyncio.sleep(0.5)
        cm2.reschedule(asyncio.get_running_loop().time() + 0.1)
        try:
            await asyncio.sleep(1)
        except asyncio.CancelledError:
            print("cancelled by reschedule")
            raise
    print("not reached")

try:
    asyncio.run(main())
except TimeoutError:
    print("outer TimeoutError")
except Exception as e:
    print(type(e).__name__)
print(asyncio.TimeoutError is TimeoutError)
