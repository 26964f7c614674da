async def leaf(n):
    return n + 1

async def middle(n):
    a = await leaf(n)
    b = await leaf(a)
    return a, b

async def top():
    x = await middle(1)
    y = await middle(10)
    return [x, y]

c = top()
try:
    c.send(None)
except StopIteration as e:
    print(e.value)
