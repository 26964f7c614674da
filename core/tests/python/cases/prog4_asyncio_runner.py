# asyncio.Runner (3.11): one loop across run() calls, shared context, close semantics
import asyncio, contextvars
var = contextvars.ContextVar("var", default="unset")
async def f(x):
    await asyncio.sleep(0)
    return x * 2
async def setter(v):
    var.set(v)
    return var.get()
async def getter():
    return var.get()
async def forever():
    try:
        await asyncio.sleep(100)
    except asyncio.CancelledError:
        print("  cancelled on close")
        raise
with asyncio.Runner() as r:
    print(r.run(f(2)), r.run(f(3)))
    loop = r.get_loop()
    print(loop is r.get_loop(), asyncio.get_event_loop() is loop)
    t = loop.create_task(f(5))
    print(r.run(asyncio.sleep(0, "s")), t.done(), t.result())
    print(r.run(setter("A")), r.run(getter()))
    loop.create_task(forever())
    r.run(asyncio.sleep(0))
    try:
        r.run(f)
    except ValueError as e:
        print("ValueError:", str(e).split(" at ")[0])
print(loop.is_closed())
try:
    r.run(f(1))
except RuntimeError as e:
    print("RuntimeError:", e)
r2 = asyncio.Runner()
print(r2.run(f(21)))
r2.close(); r2.close()
async def nested():
    try:
        asyncio.Runner().run(f(1))
    except RuntimeError as e:
        return str(e)
print(asyncio.run(nested()))
