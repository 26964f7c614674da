class Service:
    def __init__(self, base):
        self.base = base
    async def add(self, x):
        return self.base + x
    @staticmethod
    async def double(x):
        return 2 * x
    @classmethod
    async def make(cls, b):
        return cls(b)

async def main():
    s = await Service.make(100)
    r = await s.add(5)
    d = await Service.double(r)
    fns = [s.add, Service.double]
    outs = []
    for f in fns:
        outs.append(await f(1))
    return r, d, outs

try:
    main().send(None)
except StopIteration as e:
    print(e.value)
