async def g():
    yield 1
    return 5
