async def f():
    return 5

async def main():
    c = f()
    print(await c)
    try:
        await c
    except RuntimeError as e:
        print("RuntimeError:", e)
    return "ok"

m = main()
try:
    m.send(None)
except StopIteration as e:
    print(e.value)
c = f()
try:
    c.send(None)
except StopIteration:
    pass
try:
    c.send(None)
except RuntimeError as e:
    print("send:", e)
