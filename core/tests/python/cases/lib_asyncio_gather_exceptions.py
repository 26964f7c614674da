import asyncio

async def ok(v):
    await asyncio.sleep(0.1)
    return v

async def bad(msg):
    await asyncio.sleep(0.05)
    raise ValueError(msg)

async def main():
    r = await asyncio.gather(ok(1), bad("x"), ok(3), return_exceptions=True)
    print([type(x).__name__ for x in r], r[0], r[2], str(r[1]))
    try:
        await asyncio.gather(ok(1), bad("first"), bad("second"))
    except ValueError as e:
        print("raised", e)

asyncio.run(main())
