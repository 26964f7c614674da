import asyncio

order = []

async def sleeper(name, delay):
    await asyncio.sleep(delay)
    order.append(name)
    print(name, "woke")

async def main():
    loop = asyncio.get_running_loop()
    start = loop.time()
    t1 = asyncio.create_task(sleeper("slow", 0.2))
    t2 = asyncio.create_task(sleeper("fast", 0.1))
    t3 = asyncio.create_task(sleeper("tie-1", 0.15))
    t4 = asyncio.create_task(sleeper("tie-2", 0.15))
    await t1
    await t2
    await t3
    await t4
    print(order)
    print(loop.time() - start >= 0.2)

asyncio.run(main())
