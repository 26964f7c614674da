async def agen(n):
    for i in range(n):
        yield i

async def double(x):
    return 2 * x

async def main():
    print([x async for x in agen(4)])
    print({x % 2 async for x in agen(5)})
    print({x: await double(x) async for x in agen(3) if x != 1})
    print([await double(x) for x in range(3)])
    print([(i, j) for i in range(2) async for j in agen(2)])
    g = (x * 10 async for x in agen(3))
    print(type(g).__name__)
    print([y async for y in g])
    print([[await double(z) for z in range(w)] for w in range(3)])

c = main()
try:
    c.send(None)
except StopIteration:
    pass
