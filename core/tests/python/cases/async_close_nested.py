class Pause:
    def __await__(self):
        yield

async def a():
    try:
        await Pause()
    finally:
        print("a finally")

async def b():
    try:
        await a()
    finally:
        print("b finally")

c = b()
c.send(None)
c.close()
print("closed")
