import asyncio

async def main():
    print("hello")
    await asyncio.sleep(0)
    print("world")
    return 42

print(asyncio.run(main()))
print(asyncio.iscoroutinefunction(main), asyncio.iscoroutinefunction(print))
c = main()
print(asyncio.iscoroutine(c), asyncio.iscoroutine(main), asyncio.iscoroutine(1))
c.close()
