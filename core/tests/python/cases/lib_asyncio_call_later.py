import asyncio

async def main():
    loop = asyncio.get_running_loop()
    log = []
    loop.call_later(0.3, log.append, "0.3")
    loop.call_later(0.1, log.append, "0.1")
    h = loop.call_later(0.2, log.append, "0.2 (cancelled)")
    loop.call_soon(log.append, "soon")
    h.cancel()
    await asyncio.sleep(0.5)
    print(log)

asyncio.run(main())
