class Pause:
    def __await__(self):
        yield "paused"

async def inner():
    try:
        await Pause()
    except KeyError as e:
        print("inner caught", repr(e))
        return "recovered"
    return "normal"

async def outer():
    r = await inner()
    print("outer got", r)
    await Pause()
    return "end"

c = outer()
print(c.send(None))
print(c.throw(KeyError("k")))
try:
    c.send(None)
except StopIteration as e:
    print("stop", e.value)
