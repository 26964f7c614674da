import asyncio

async def setter(fut):
    await asyncio.sleep(0.2)
    fut.set_result("value")

async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    print(fut.done())
    try:
        fut.result()
    except asyncio.InvalidStateError as e:
        print("InvalidStateError:", e)
    asyncio.create_task(setter(fut))
    print(await fut)
    print(fut.done(), fut.result())
    f2 = loop.create_future()
    f2.set_exception(ValueError("bad"))
    try:
        await f2
    except ValueError as e:
        print("ValueError:", e)
    try:
        f2.set_result(1)
    except asyncio.InvalidStateError:
        print("already done")
    f3 = loop.create_future()
    print(f3.cancel(), f3.cancelled())

asyncio.run(main())
