import asyncio

async def child(i):
    await asyncio.sleep(0.01 * (3 - i))
    return i * 100

async def parent(n):
    tasks = [asyncio.create_task(child(i)) for i in range(n)]
    total = 0
    for t in tasks:
        total += await t
    return total

async def main():
    a, b = await asyncio.gather(parent(3), parent(2))
    print(a, b)
    print(await asyncio.sleep(0.01, result="sleep result"))

asyncio.run(main())
