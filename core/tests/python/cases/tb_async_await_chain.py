async def leaf(x):
    return 10 / x

async def middle(x):
    y = await leaf(x)
    return y

async def top():
    return await middle(0)

top().send(None)
