async def agen(n):
    for i in range(n):
        yield i * 2

async def main():
    out = []
    async for v in agen(4):
        out.append(v)
    g = agen(2)
    print(type(g).__name__, g.__name__)
    print(await g.__anext__(), await g.__anext__())
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("StopAsyncIteration")
    return out

c = main()
try:
    c.send(None)
except StopIteration as e:
    print(e.value)
