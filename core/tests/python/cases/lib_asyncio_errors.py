import asyncio

async def fails():
    await asyncio.sleep(0)
    raise KeyError("missing")

async def main():
    t = asyncio.create_task(fails())
    try:
        await t
    except KeyError as e:
        print("caught", repr(e))
    print(t.done(), repr(t.exception()))
    c = fails()
    try:
        asyncio.run(c)
    except RuntimeError as e:
        print("RuntimeError:", e)
    c.close()

asyncio.run(main())
try:
    asyncio.run(fails())
except KeyError as e:
    print("top-level", repr(e))
try:
    asyncio.run(42)
except ValueError as e:
    print("ValueError:", e)
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    print("RuntimeError:", e)
