class CM:
    async def __aenter__(self):
        print("enter")
        return self
    async def __aexit__(self, *exc):
        print("exit", exc)
        return False

async def ret():
    async with CM():
        return "returned"

async def brk():
    for i in range(3):
        async with CM():
            if i == 1:
                break
            print("i", i)
    return i

async def main():
    print(await ret())
    print(await brk())

try:
    main().send(None)
except StopIteration:
    pass
