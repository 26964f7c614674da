import asyncio

async def ticker(n, delay):
    try:
        for i in range(n):
            await asyncio.sleep(delay)
            yield i
    finally:
        print("ticker", n, "closed")

async def echo():
    received = []
    try:
        while True:
            v = yield len(received)
            received.append(v)
    except GeneratorExit:
        print("echo got", received)
        raise

async def main():
    async for t in ticker(3, 0.1):
        print("tick", t)
    g = ticker(10, 0.1)
    async for t in g:
        if t == 1:
            break
    await g.aclose()
    e = echo()
    print(await e.asend(None))
    print(await e.asend("a"))
    print(await e.asend("b"))
    await e.aclose()
    r = [x async for x in ticker(2, 0.05)]
    print(r)
    print([await asyncio.sleep(0, result=i * i) for i in range(3)])

asyncio.run(main())
