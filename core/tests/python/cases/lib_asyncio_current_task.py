import asyncio

async def who():
    return asyncio.current_task().get_name()

async def main():
    me = asyncio.current_task()
    print(me.get_name() == me.get_name(), me.done())
    t = asyncio.create_task(who(), name="helper")
    print(await t)
    print(len(asyncio.all_tasks()))

asyncio.run(main())
