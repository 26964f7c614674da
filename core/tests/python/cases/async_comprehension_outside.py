async def agen():
    yield 1

def f():
    return [x async for x in agen()]
