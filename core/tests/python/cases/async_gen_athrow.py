async def gen():
    try:
        yield 1
    except ValueError as e:
        print("gen caught", e)
        yield 2
    yield 3

async def main():
    g = gen()
    print(await g.__anext__())
    print(await g.athrow(ValueError("injected")))
    print(await g.__anext__())
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("done")
    g2 = gen()
    await g2.__anext__()
    try:
        await g2.athrow(KeyError("k"))
    except KeyError as e:
        print("propagated", repr(e))

c = main()
try:
    c.send(None)
except StopIteration:
    pass
