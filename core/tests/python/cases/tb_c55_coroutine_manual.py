class Ready:
    def __await__(self):
        yield "tick"
        return 7
async def compute():
    v = await Ready()
    return v * 2
async def broken():
    return await 5
c = compute()
print(c.send(None))
try:
    c.send(None)
except StopIteration as e:
    print("result", e.value)
b = broken()
b.send(None)
