import asyncio

class Resource:
    def __init__(self, name, log):
        self.name = name
        self.log = log
    async def __aenter__(self):
        await asyncio.sleep(0.01)
        self.log.append("open " + self.name)
        return self
    async def __aexit__(self, et, ev, tb):
        await asyncio.sleep(0.01)
        self.log.append("close " + self.name)

class Ticker:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i == self.n:
            raise StopAsyncIteration
        self.i += 1
        await asyncio.sleep(0.1)
        return self.i

async def main():
    log = []
    async with Resource("r", log) as r:
        async for t in Ticker(3):
            log.append(f"{r.name} tick {t}")
    print(log)

asyncio.run(main())
