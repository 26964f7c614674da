import asyncio

async def val(v, d):
    await asyncio.sleep(d)
    return v

async def main():
    tasks = [asyncio.create_task(val(i, 0.1 * (i + 1))) for i in range(3)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending))
    res = []
    for c in asyncio.as_completed([val("x", 0.3), val("y", 0.1), val("z", 0.2)]):
        res.append(await c)
    print(res)

asyncio.run(main())
